import { badRequest, forbidden, unauthenticated } from '../../services/errors';
import { recordAudit } from '../../services/audit/audit-log';
import { accountKey, findUserByUsername } from '../../services/auth/find-user';
import { heldRoles, publicHeldRole } from '../../services/auth/held-roles';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';
import { createSession } from '../../services/auth/sessions';
import { payAttempt } from '../../services/auth/attempts';
import type { OperationHandler } from '../types';

/** A hash to verify against when the account does not exist, so both cases take the same time. */
const decoyHash = hashPassword('decoy password that never matches');

const WRONG = unauthenticated('Username or Password is wrong', 'invalid_credentials');

/** POST /api/member/login: e-mail or mobile and password; answers token, user and roles. */
export const memberLogin: OperationHandler<{ Body: { username?: string; password?: string } }> = async (
  request,
) => {
  const { db, throttles, config } = request.server;
  const username = request.body.username?.trim() ?? '';
  const password = request.body.password ?? '';
  if (!username || !password) {
    throw badRequest('Please enter username and password', 'invalid_request');
  }

  const found = await findUserByUsername(db, username);
  // One account, one budget: its e-mail and its mobile share the user's key.
  const account = found ? `user:${found.user.id}` : `name:${accountKey(username)}`;
  // Who tried, never what they typed: an unknown name may be a password typed in the wrong field.
  const actor = { userId: found?.user.id ?? null, role: null, ip: request.ip };
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
      [throttles.loginPerIp, request.ip],
      [throttles.loginPerAccount, account],
    ],
    { action: 'session.throttled', what: 'failed sign-in attempts', entityId: found?.user.uuid },
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
    throw forbidden('Member not active!', 'member_not_active');
  }

  await throttles.loginPerAccount.clear(account);
  await throttles.loginPerIp.giveBack(request.ip);
  const token = await createSession(db, found.user.id, config.sessionTtlHours);
  await audit('session.create');
  return { status_code: 200, token, user: found.user.uuid, roles: roles.map(publicHeldRole) };
};
