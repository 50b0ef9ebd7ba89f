import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema';
import { colomboDate } from '../../../src/shared/time/colombo';
import { editMember } from '../../helpers/member-edits';
import { createTestApp, signIn, signedInMember, type TestApp } from '../../helpers/test-app';

// Hole 3 of the security review: anyone who could edit members could make themselves (or a member
// whose phone they hold) the district administrator.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = colomboDate();

const updateMember = (uuid: string, headers: Record<string, string>, fields: Record<string, string>) =>
  editMember(t, uuid, headers, fields);

const grant = (code: string) => ({
  'office_roles[0][role_code]': code,
  'office_roles[0][date_from]': today,
  'office_roles[0][date_to]': today,
});

describe('granting offices', () => {
  it('a region chairperson cannot give themselves the evaluation role (403), and never holds it', async () => {
    const chair = await signedInMember(t.app, 'REGION_CHAIRPERSON');
    const res = await updateMember(chair.uuid, chair.headers, grant('CLUBS_PERFORMANCE_EVALUATION'));
    expect(res.statusCode).toBe(403);
    const roles = (await signIn(t.app, 'REGION_CHAIRPERSON')).roles.map((r) => r.name);
    expect(roles).not.toContain('CLUBS_PERFORMANCE_EVALUATION');
  });

  it('nobody changes their own office roles, not even the evaluator', async () => {
    const cpe = await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const res = await updateMember(cpe.uuid, cpe.headers, grant('DISTRICT_GOVERNOR'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot change your own office roles.');
  });

  it('a region chairperson cannot grant an office at or above their own to another member', async () => {
    const chair = await signedInMember(t.app, 'REGION_CHAIRPERSON');
    const plain = await signedInMember(t.app, 'CLUB_MEMBER');
    for (const code of ['CLUBS_PERFORMANCE_EVALUATION', 'DISTRICT_GOVERNOR', 'REGION_CHAIRPERSON']) {
      expect((await updateMember(plain.uuid, chair.headers, grant(code))).statusCode).toBe(403);
    }
    expect((await updateMember(plain.uuid, chair.headers, grant('ZONE_CHAIRPERSON'))).statusCode).toBe(200);
  });

  it('member create with a grant above the creator is refused (403) and creates nobody', async () => {
    const chair = await signedInMember(t.app, 'REGION_CHAIRPERSON');
    const club = (await signIn(t.app, 'CLUB_PRESIDENT')).roles[0]!.club!.uuid;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/create',
      headers: chair.headers,
      payload: {
        club,
        international_id: '5550001',
        display_name: 'Sleeper',
        full_name: 'Sleeper Agent',
        mobile: '765550001',
        member_since: today,
        send_sms: true,
        office_roles: [{ role_code: 'CLUBS_PERFORMANCE_EVALUATION', date_from: today, date_to: today }],
      },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(members).where(eq(members.internationalId, '5550001'))).toEqual(
      [],
    );
    expect(t.smsInbox.filter((s) => s.to === '765550001')).toEqual([]);
  });
});
