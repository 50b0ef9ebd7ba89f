import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-logins';
import { findUserByUsername } from '../../src/server/services/auth/find-user';
import { changePassword, resetPassword } from '../../src/server/services/auth/password-changes';
import { signIn } from '../../src/server/services/auth/sign-in';
import { createThrottles } from '../../src/server/services/auth/throttle';
import { DomainError } from '../../src/server/services/errors';
import { createTestDatabase } from '../helpers/test-database';

// Signing in and changing passwords, called directly, without HTTP.

let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];
let dispose: () => Promise<void>;
const throttles = createThrottles();

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await seedDemo(db, { clubs: 2, membersPerClub: 1 });
});
afterAll(() => dispose());

const kindOf = (operation: Promise<unknown>) =>
  operation.then(
    () => 'done',
    (err: unknown) => (err instanceof DomainError ? `${err.kind}: ${err.message}` : String(err)),
  );

describe('signing in', () => {
  it('answers a session for the right password and the spec texts otherwise', async () => {
    const deps = { db, throttles, sessionTtlHours: 1 };
    const ok = await signIn(deps, '10.0.0.1', {
      username: 'club-treasurer@example.org',
      password: DEMO_PASSWORD,
    });
    expect(ok.token).toMatch(/^[\w-]{43}$/);
    expect(ok.roles.map((r) => r.name)).toEqual(['CLUB_TREASURER']);
    expect(
      await kindOf(
        signIn(deps, '10.0.0.1', { username: 'club-treasurer@example.org', password: 'nope-nope' }),
      ),
    ).toBe('unauthenticated: Username or Password is wrong');
    expect(await kindOf(signIn(deps, '10.0.0.1', { username: '', password: 'x' }))).toBe(
      'bad-request: Please enter username and password',
    );
  });
});

describe('passwords', () => {
  it('change with the old one, and are never reset with an unknown link', async () => {
    const found = await findUserByUsername(db, 'club-secretary@example.org');
    const actor = { userId: found!.user.id, role: 'CLUB_SECRETARY', ip: null };
    const input = {
      old_password: 'wrong-one',
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    };
    expect(await kindOf(changePassword({ db, throttles }, actor, found!.user, input, 1))).toBe(
      'invalid: The old password is incorrect.',
    );
    const token = await changePassword(
      { db, throttles },
      actor,
      found!.user,
      { ...input, old_password: DEMO_PASSWORD },
      1,
    );
    expect(token).toMatch(/^[\w-]{43}$/);
    const reset = resetPassword({ db, throttles }, '10.0.0.2', {
      token: 'not-a-link',
      password: 'another-one-1',
      password_confirmation: 'another-one-1',
    });
    expect(await kindOf(reset)).toBe('invalid: This password reset link is invalid or has expired.');
  });
});
