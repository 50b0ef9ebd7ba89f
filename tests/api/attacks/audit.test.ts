import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Hole 18 of the security review: failed sign-ins, throttled attempts and the refusals of signed-in
// users left no trace in the audit log.

let t: TestApp;
let member: SignedInMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t.app, 'CLUB_MEMBER');
});
afterAll(() => t.close());

const rows = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the audit log records', () => {
  it('a failed sign-in, without the password typed', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'club-member@example.org', password: 'not-my-password-42' },
    });
    const [row] = await rows('session.failed');
    expect(row).toMatchObject({ entity: 'user', after: { reason: 'wrong password' } });
    expect(JSON.stringify(row)).not.toContain('not-my-password-42');
  });

  it('a throttled sign-in', async () => {
    for (let i = 0; i < 26; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: `nobody${i}@example.org`, password: 'x-wrong-x' },
        remoteAddress: '10.77.0.1',
      });
    }
    const throttled = await rows('session.throttled');
    expect(throttled.map((r) => r.ip)).toEqual(['10.77.0.1']);
  });

  it("a signed-in user's 403 (a role they do not hold) and 404 (another club's object)", async () => {
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/zone/list/se=?page=1',
      headers: { ...member.headers, role: 'CLUBS_PERFORMANCE_EVALUATION' },
    });
    expect(forbidden.statusCode).toBe(403);
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/member/info/00000000-0000-4000-8000-000000000000?token=secret-123',
      headers: president.headers,
    });
    expect(missing.statusCode).toBe(404);
    const refused = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.refused'), eq(auditLog.entity, 'request')));
    expect(refused.map((r) => [r.entityId, (r.after as { status: number }).status])).toEqual([
      ['zoneList', 403],
      ['memberInfo', 404],
    ]);
    expect(JSON.stringify(refused)).not.toContain('secret-123');
  });
});
