import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-logins';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';

// Hole 7 of the security review: 40 parallel wrong passwords for one account got 29 tries, not 25,
// and change-password had no limit on old_password at all.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('attempts pay before the password is checked', () => {
  it('40 parallel wrong passwords for one account: exactly 25 are tried, 15 refused with 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/member/login',
            payload: { username: 'club-administrator@example.org', password: `wrong-${i}` },
            remoteAddress: `10.20.${i}.1`,
          })
          .then((r) => r.statusCode),
      ),
    );
    expect({ tried: count(statuses, 401), refused: count(statuses, 429) }).toEqual({
      tried: 25,
      refused: 15,
    });
  });

  it('change-password: 10 wrong old passwords in an hour, then 429 even with the right one', async () => {
    const me = await signedInMember(t.app, 'REGION_SECRETARY');
    const change = (old_password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/member/password',
        headers: me.headers,
        payload: { old_password, password: 'another-secret-1', password_confirmation: 'another-secret-1' },
      });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(`guess-${i}`).then((r) => r.statusCode)),
    );
    expect({ tried: count(statuses, 422), refused: count(statuses, 429) }).toEqual({ tried: 10, refused: 2 });
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('reset-password guesses from one address: 10 checked, the rest 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/reset-password',
            payload: {
              token: `guess-${i}`,
              password: 'new-password-1',
              password_confirmation: 'new-password-1',
            },
            remoteAddress: '10.30.0.1',
          })
          .then((r) => r.statusCode),
      ),
    );
    expect({ tried: count(statuses, 422), refused: count(statuses, 429) }).toEqual({ tried: 10, refused: 4 });
  });
});
