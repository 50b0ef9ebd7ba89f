import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions, users } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-logins';
import { tokenHash } from '../../src/server/services/auth/tokens';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/member/login', payload: payload as object, remoteAddress });

async function userOf(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('POST /api/member/login', () => {
  it('signs in by e-mail and answers token, user uuid and roles', async () => {
    const res = await login({ username: 'club-president@example.org', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const user = await userOf('club-president@example.org');
    expect(body.user).toBe(user.uuid);
    expect(body.roles.map((r: { name: string }) => r.name)).toEqual(['CLUB_PRESIDENT']);
    expect(body.roles[0].club.name).toBeTruthy();
    // 256 bits of randomness, base64url: 43 characters.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('treats the e-mail case-insensitively', async () => {
    const res = await login({ username: '  Club-President@Example.ORG ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('signs in by mobile without the leading 0, and with it', async () => {
    const user = await userOf('club-secretary@example.org');
    expect(user.mobile).toMatch(/^[1-9]\d{8}$/);
    expect((await login({ username: user.mobile, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await login({ username: `0${user.mobile}`, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('answers every role of a multi-role login', async () => {
    const body = (await login({ username: 'multi-role@example.org', password: DEMO_PASSWORD })).json();
    expect(body.roles.map((r: { name: string }) => r.name).sort()).toEqual([
      'CLUB_PRESIDENT',
      'ZONE_CHAIRPERSON',
    ]);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await signIn(t.app, 'CLUB_TREASURER');
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect(stored).toHaveLength(1);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it("answers 'Username or Password is wrong' for a wrong password and for an unknown user alike", async () => {
    const wrong = await login(
      { username: 'club-president@example.org', password: 'not-the-password' },
      '10.0.0.2',
    );
    const unknown = await login({ username: 'nobody@example.org', password: 'whatever-it-is' }, '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Username or Password is wrong');
    }
  });

  it('refuses a member without a password yet (set through forgot password)', async () => {
    const nopass = (await t.database.db.select().from(users)).find((u) => u.passwordHash === null && u.email);
    expect(nopass).toBeDefined();
    const res = await login({ username: nopass!.email, password: 'anything-at-all' }, '10.0.0.3');
    expect(res.json().message).toBe('Username or Password is wrong');
  });

  it.each([
    [{ username: '', password: DEMO_PASSWORD }],
    [{ username: 'club-president@example.org', password: '' }],
    [{ username: 'club-president@example.org' }],
    [{}],
  ])("answers 'Please enter username and password' for %j", async (payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter username and password',
      error: 'invalid_request',
    });
  });

  it("answers 'Member not active!' only to someone who knows the password", async () => {
    const user = await userOf('club-administrator@example.org');
    await t.database.db.update(members).set({ status: 'inactive' }).where(eq(members.id, user.memberId));
    try {
      const right = await login({ username: 'club-administrator@example.org', password: DEMO_PASSWORD });
      expect(right.statusCode).toBe(403);
      expect(right.json().message).toBe('Member not active!');
      const wrong = await login({ username: 'club-administrator@example.org', password: 'wrong-password' });
      expect(wrong.json().message).toBe('Username or Password is wrong');
    } finally {
      await t.database.db.update(members).set({ status: 'active' }).where(eq(members.id, user.memberId));
    }
  });

  describe('bad input is a clear 4xx, never a 500', () => {
    it('refuses unknown fields with 422 naming the field', async () => {
      const res = await login({ username: 'a@b.org', password: 'x', remember: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ remember: ['The remember field is not allowed.'] });
    });

    it('refuses wrong types with 422', async () => {
      const res = await login({ username: 771234567, password: ['x'] });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'username']);
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "a@b.org", "password": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status_code: 400,
        message: 'The request body is not valid JSON.',
        message_key: 'http.bodyNotJson',
        message_params: {},
      });
    });

    it('refuses an oversized body with 413', async () => {
      const res = await login({ username: 'a@b.org', password: 'x'.repeat(300 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The request body is too large.');
    });

    it('refuses a body that is not JSON with 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        headers: { 'content-type': 'text/xml' },
        payload: '<login/>',
      });
      expect(res.statusCode).toBe(415);
    });
  });
});

describe('throttling of failed logins', () => {
  it('blocks an account after 25 failures in an hour, even with the right password, from any address', async () => {
    const username = 'club-gst-coordinator@example.org';
    for (let i = 0; i < 25; i++) {
      const res = await login({ username, password: `wrong-${i}` }, `10.1.${i}.1`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ username, password: DEMO_PASSWORD }, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    // The same account typed as a mobile number with a leading 0 is the same account.
    const user = await userOf(username);
    expect(
      (await login({ username: `0${user.mobile}`, password: DEMO_PASSWORD }, '10.2.0.2')).statusCode,
    ).toBe(429);
  });

  it('blocks an address after 25 failures in 5 minutes, for any account; other addresses go on', async () => {
    for (let i = 0; i < 25; i++) {
      await login({ username: `someone-${i}@example.org`, password: 'wrong-password' }, '10.9.9.9');
    }
    const blocked = await login({ username: 'club-member@example.org', password: DEMO_PASSWORD }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    const other = await login({ username: 'club-member@example.org', password: DEMO_PASSWORD }, '10.9.9.10');
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token: the next call with it is 401', async () => {
    const { token } = await signIn(t.app, 'CLUB_SECRETARY');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', ...as(token) });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...as(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      status_code: 401,
      message: 'Unauthenticated.',
      message_key: 'auth.unauthenticated',
      message_params: {},
    });
  });

  it('writes the audit log', async () => {
    const { token, user } = await signIn(t.app, 'DISTRICT_GOVERNOR');
    await t.app.inject({ method: 'POST', url: '/api/logout', ...as(token) });
    const rows = await t.database.db.query.auditLog.findMany({
      where: (a, { eq: e }) => e(a.entityId, user),
    });
    expect(rows.map((r) => r.action)).toEqual(['session.create', 'session.revoke']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('session tokens', () => {
  it('expire', async () => {
    const { token } = await signIn(t.app, 'CABINET_SECRETARY');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    const res = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...as(token) });
    expect(res.statusCode).toBe(401);
  });

  it.each(['Bearer not-a-real-token-at-all-xyz', 'Basic abc', 'Bearer', 'Bearer ' + 'x'.repeat(500)])(
    'refuses the forged authorization %s with 401',
    async (authorization) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/roles', headers: { authorization } });
      expect(res.statusCode).toBe(401);
    },
  );
});
