import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, passwordResets, users } from '../../../src/server/db/schema';
import { editMember } from '../../helpers/member-edits';
import { as, createTestApp, lastSmsTo, signIn, signedInMember, type TestApp } from '../../helpers/test-app';

// Hole 4 of the security review: a zone chairperson pointed the administrator's mobile at their own
// phone, and forgot-password did the rest.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (uuid: string, headers: Record<string, string>, fields: Record<string, string>, own = false) =>
  editMember(t, uuid, headers, fields, { own });

const mobileOf = async (uuid: string) =>
  (
    await t.database.db
      .select({ mobile: users.mobile })
      .from(users)
      .innerJoin(members, eq(members.id, users.memberId))
      .where(eq(members.uuid, uuid))
  )[0]!.mobile;

describe('editing a member needs an office above every office they hold', () => {
  it("a zone chairperson cannot change the administrator's mobile (403); nothing changes", async () => {
    const zone = await signedInMember(t.app, 'ZONE_CHAIRPERSON');
    const cpe = await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const res = await update(cpe.uuid, zone.headers, { mobile: '761234567' });
    expect(res.statusCode).toBe(403);
    expect(await mobileOf(cpe.uuid)).toBe(cpe.mobile);
  });

  it("a club secretary cannot change the club president's mobile, nor drop the administrator", async () => {
    const secretary = await signedInMember(t.app, 'CLUB_SECRETARY');
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    expect((await update(president.uuid, secretary.headers, { mobile: '761234568' })).statusCode).toBe(403);
    const zone = await signedInMember(t.app, 'ZONE_CHAIRPERSON');
    const cpe = await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const drop = await t.app.inject({
      method: 'POST',
      url: `/api/member/drop/${cpe.uuid}`,
      headers: zone.headers,
    });
    expect(drop.statusCode).toBe(403);
  });
});

describe('a changed mobile or e-mail', () => {
  it('signs the member out everywhere, cancels their reset links and tells the old number', async () => {
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    const victim = await signedInMember(t.app, 'CLUB_MEMBER');
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { mobile: victim.mobile } });
    await t.app.background.drain();

    const res = await update(victim.uuid, president.headers, { mobile: '761234569' });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...as(victim.token) });
    expect(after.statusCode).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, '761234569'));
    const open = await t.database.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user!.id), isNull(passwordResets.usedAt)));
    expect(open).toEqual([]);
    const told = await lastSmsTo(t, victim.mobile);
    expect(told?.text).toContain('your mobile number was changed to 76****569');
  });

  it('changed by the member themself keeps the session that changed it and ends the others', async () => {
    const here = await signedInMember(t.app, 'CABINET_TREASURER');
    const elsewhere = await signIn(t.app, 'CABINET_TREASURER');
    const res = await update(
      here.uuid,
      here.headers,
      { mobile: here.mobile, email: 'new-address@example.org' },
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/profile', headers: here.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/member/profile', ...as(elsewhere.token) })).statusCode,
    ).toBe(401);
    expect((await lastSmsTo(t, here.mobile))?.text).toContain('your e-mail address was changed');
  });
});
