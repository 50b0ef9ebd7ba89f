import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../src/server/db/schema';
import { pinToday } from '../../helpers/pin-today';
import { fileMonthlyMeeting, openMeetingPoints } from '../../helpers/review-fixtures';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Hole 13 of the security review: an edit racing an approval turned APPROVED back into SUBMITTED,
// and an approval did not know whether the content changed after the evaluator's panel opened.

pinToday();

let t: TestApp;
let president: SignedInMember;
let cpe: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
  cpe = {
    ...(await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).headers,
    club: president.headers.club!,
  };
});
afterAll(() => t.close());

const edit = (uuid: string, attendance: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/month_meeting/${uuid}`,
    headers: president.headers,
    payload: { venue: 'Club House, Colombo 07', no_of_attendance: attendance },
  });
const approve = (uuid: string, version: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/activity/${uuid}/approve/MONTHLY_MEETING?version=${version}`,
    headers: cpe,
  });

describe('an edit and a decision', () => {
  it('a decision on the version the panel showed is refused (409) once the club changed the report', async () => {
    const uuid = await fileMonthlyMeeting(t.app, president.headers, '08');
    const seen = await openMeetingPoints(t.app, cpe, uuid);
    expect((await edit(uuid, 12)).statusCode).toBe(200);
    const stale = await approve(uuid, seen.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The activity has changed since you opened it. Reload it and decide again.',
    );
    const fresh = await openMeetingPoints(t.app, cpe, uuid);
    expect(fresh.version).toBe(seen.version + 1);
    expect((await approve(uuid, fresh.version)).statusCode).toBe(200);
  });

  it('racing each other: exactly one lands, and an approved report stays approved', async () => {
    for (const month of ['09', '10', '11', '12', '01', '02']) {
      const uuid = await fileMonthlyMeeting(t.app, president.headers, month);
      const seen = await openMeetingPoints(t.app, cpe, uuid);
      const [edited, approved] = await Promise.all([edit(uuid, 20), approve(uuid, seen.version)]);
      const landed = [edited.statusCode, approved.statusCode].filter((s) => s === 200);
      expect(landed, `${edited.body} / ${approved.body}`).toHaveLength(1);
      const [row] = await t.database.db.select().from(activities).where(eq(activities.uuid, uuid));
      expect(row!.status).toBe(approved.statusCode === 200 ? 'APPROVED' : 'SUBMITTED');
    }
  });
});
