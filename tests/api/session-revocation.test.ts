import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { officeRoleAssignments, officeRoles, users } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-logins';
import { as, createTestApp, signedInMember, signIn, type TestApp } from '../helpers/test-app';

// The session lookup of every request (session, user, member and roles held today) is one prepared
// statement and nothing of it is kept between requests. Each case here warms the session with a
// request that succeeds, ends it in one of the four ways, and expects the very next request refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/member/profile', headers });
const clubPoints = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/club/points', headers });

describe('a session ended is refused at once', () => {
  it('after logout', async () => {
    const { token } = await signIn(t.app, 'CLUB_TREASURER');
    const headers = as(token).headers as Record<string, string>;
    expect((await profile(headers)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it("after a password change, for the user's other sessions", async () => {
    const kept = await signIn(t.app, 'CLUB_ADMINISTRATOR');
    const other = await signIn(t.app, 'CLUB_ADMINISTRATOR');
    const otherHeaders = as(other.token).headers as Record<string, string>;
    expect((await profile(otherHeaders)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/member/password',
      ...as(kept.token),
      payload: {
        old_password: DEMO_PASSWORD,
        password: 'a-new-secret',
        password_confirmation: 'a-new-secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(otherHeaders)).statusCode).toBe(401);
    expect((await profile(as(changed.json().token).headers as Record<string, string>)).statusCode).toBe(200);
  });

  it('after the role ends, for that role', async () => {
    const secretary = await signedInMember(t.app, 'CLUB_SECRETARY');
    expect((await clubPoints(secretary.headers)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, secretary.mobile));
    const [role] = await t.database.db
      .select()
      .from(officeRoles)
      .where(eq(officeRoles.code, 'CLUB_SECRETARY'));
    await t.database.db
      .update(officeRoleAssignments)
      .set({ dateFrom: '2020-07-01', dateTo: '2021-06-30' })
      .where(
        and(
          eq(officeRoleAssignments.memberId, user!.memberId),
          eq(officeRoleAssignments.officeRoleId, role!.id),
        ),
      );
    const refused = await clubPoints(secretary.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not hold the role CLUB_SECRETARY today.');
  });

  it('after the member is dropped', async () => {
    const member = await signedInMember(t.app, 'CLUB_MEMBER');
    expect((await profile(member.headers)).statusCode).toBe(200);
    const governor = await signedInMember(t.app, 'DISTRICT_GOVERNOR');
    const dropped = await t.app.inject({
      method: 'POST',
      url: `/api/member/drop/${member.uuid}`,
      headers: governor.headers,
    });
    expect(dropped.statusCode).toBe(200);
    expect((await profile(member.headers)).statusCode).toBe(401);
  });
});
