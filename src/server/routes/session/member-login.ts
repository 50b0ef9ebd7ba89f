import { HttpError, tooManyRequests } from '../../http/errors';
import { recordAudit } from '../../services/audit/audit-log';
import { accountKey, findUserByUsername } from '../../services/auth/find-user';
import { heldRoles, publicHeldRole } from '../../services/auth/held-roles';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';
import { createSession } from '../../services/auth/sessions';
import { retryMessage } from '../../services/auth/throttle';
import type { OperationHandler } from '../types';

/** A hash to verify against when the account does not exist, so both cases take the same time. */
const decoyHash = hashPassword('decoy password that never matches');

const WRONG = new HttpError(401, 'Username or Password is wrong', undefined, 'invalid_credentials');

/** POST /api/member/login: e-mail or mobile and password; answers token, user and roles. */
export const memberLogin: OperationHandler<{ Body: { username?: string; password?: string } }> = async (
  request,
) => {
  const { db, throttles, config } = request.server;
  const username = request.body.username?.trim() ?? '';
  const password = request.body.password ?? '';
  if (!username || !password) {
    throw new HttpError(400, 'Please enter username and password', undefined, 'invalid_request');
  }

  const found = await findUserByUsername(db, username);
  // One account, one budget: its e-mail and its mobile share the user's key.
  const account = found ? `user:${found.user.id}` : `name:${accountKey(username)}`;
  const wait = Math.max(
    await throttles.loginPerIp.blockedFor(request.ip),
    await throttles.loginPerAccount.blockedFor(account),
  );
  if (wait > 0) throw tooManyRequests(retryMessage('failed sign-in attempts', wait));

  const ok = await verifyPassword(found?.user.passwordHash ?? (await decoyHash), password);
  if (!found || !found.user.passwordHash || !ok) {
    await throttles.loginPerIp.fail(request.ip);
    await throttles.loginPerAccount.fail(account);
    throw WRONG;
  }
  // Only a caller who knows the password learns that the member is inactive.
  if (found.user.status !== 'active' || found.member.status !== 'active') {
    throw new HttpError(403, 'Member not active!', undefined, 'member_not_active');
  }
  const roles = await heldRoles(db, found.member);
  if (roles.length === 0) throw new HttpError(403, 'Member not active!', undefined, 'member_not_active');

  await throttles.loginPerAccount.reset(account);
  const token = await createSession(db, found.user.id, config.sessionTtlHours);
  await recordAudit(
    db,
    { userId: found.user.id, role: null, ip: request.ip },
    { action: 'session.create', entity: 'user', entityId: found.user.uuid },
  );
  return { status_code: 200, token, user: found.user.uuid, roles: roles.map(publicHeldRole) };
};
