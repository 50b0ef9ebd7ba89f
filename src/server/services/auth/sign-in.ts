import type { Db } from '../../db/database';
import { recordAudit } from '../audit/audit-log';
import { badRequest, forbidden, unauthenticated } from '../errors';
import { payAttempt } from './attempts';
import { accountKey, findUserByUsername } from './find-user';
import { heldRoles, publicHeldRole } from './held-roles';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';
import type { Throttles } from './throttle';
import { text } from '../../i18n/text';

/** The sign-in form: both fields optional in the contract, so their absence gets the spec's text. */
export interface SignInInput {
  username?: string;
  password?: string;
}

/** A hash to verify against when the account does not exist, so both cases take the same time. */
const decoyHash = hashPassword('decoy password that never matches');

const WRONG = unauthenticated(text('auth.wrongCredentials'), 'invalid_credentials');

/** What signing in needs: the database, the attempt throttles and how long a session lasts. */
export interface SignInDeps {
  db: Db;
  throttles: Throttles;
  sessionTtlHours: number;
}

/**
 * Signs a member in with an e-mail or mobile and a password: the attempt pays its throttle points
 * (address and account) before the password is checked; an unknown account costs the same time as a
 * known one; only who knows the password learns that a member is inactive. Failures are audited,
 * never with what was typed. Answers the new session's token, the user and the roles held today.
 */
export async function signIn({ db, throttles, sessionTtlHours }: SignInDeps, ip: string, input: SignInInput) {
  const username = input.username?.trim() ?? '';
  const password = input.password ?? '';
  if (!username || !password) {
    throw badRequest(text('auth.enterUsernameAndPassword'), 'invalid_request');
  }

  const found = await findUserByUsername(db, username);
  // One account, one budget: its e-mail and its mobile share the user's key.
  const account = found ? `user:${found.user.id}` : `name:${accountKey(username)}`;
  // Who tried, never what they typed: an unknown name may be a password typed in the wrong field.
  const actor = { userId: found?.user.id ?? null, role: null, ip: ip };
  const audit = (action: string, reason?: string) =>
    recordAudit(db, actor, {
      action,
      entity: 'user',
      entityId: found?.user.uuid ?? null,
      after: reason ? { reason } : undefined,
    });

  // The attempt is paid for before the password is checked, so parallel guesses cannot outrun it.
  await payAttempt(
    db,
    actor,
    [
      [throttles.loginPerIp, ip],
      [throttles.loginPerAccount, account],
    ],
    { action: 'session.throttled', what: 'signIn', entityId: found?.user.uuid },
  );

  const ok = await verifyPassword(found?.user.passwordHash ?? (await decoyHash), password);
  if (!found || !found.user.passwordHash || !ok) {
    await audit('session.failed', found ? 'wrong password' : 'unknown account');
    throw WRONG;
  }
  // Only a caller who knows the password learns that the member is inactive.
  const roles =
    found.user.status === 'active' && found.member.status === 'active'
      ? await heldRoles(db, found.member)
      : [];
  if (roles.length === 0) {
    await audit('session.failed', 'member not active');
    throw forbidden(text('auth.memberNotActive'), 'member_not_active');
  }

  await throttles.loginPerAccount.clear(account);
  await throttles.loginPerIp.giveBack(ip);
  const token = await createSession(db, found.user.id, sessionTtlHours);
  await audit('session.create');
  return { token, user: found.user.uuid, roles: roles.map(publicHeldRole) };
}
