import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { validationError } from '../../services/errors';
import { cancelPasswordResets } from '../../services/auth/password-reset';
import { payAttempt } from '../../services/auth/attempts';
import { actorOf, requireAuth } from '../../http/request-context';
import { recordAudit } from '../../services/audit/audit-log';
import { newPasswordErrors } from '../../services/auth/password-rules';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';
import { createSession, revokeAllSessions } from '../../services/auth/sessions';
import type { OperationHandler } from '../types';

/**
 * PATCH /api/member/password: checks the old password, sets the new one, revokes every session of the
 * user (a thief holding an old token is locked out) and answers a fresh token for this browser.
 */
export const changePassword: OperationHandler<{
  Body: { old_password: string; password: string; password_confirmation: string };
}> = async (request) => {
  const auth = requireAuth(request);
  const { db, config, throttles } = request.server;
  const { old_password: oldPassword, password, password_confirmation: confirmation } = request.body;
  // A stolen session must not become a way to guess the password: each try pays first.
  const throttleKey = `user:${auth.user.id}`;
  await payAttempt(db, actorOf(request), [[throttles.passwordChangePerUser, throttleKey]], {
    action: 'password.change_throttled',
    what: 'password change attempts',
    entityId: auth.user.uuid,
  });

  const errors = newPasswordErrors(password, confirmation);
  const oldOk =
    auth.user.passwordHash !== null && (await verifyPassword(auth.user.passwordHash, oldPassword));
  if (!oldOk) errors.old_password = ['The old password is incorrect.'];
  if (!oldOk) {
    await recordAudit(db, actorOf(request), {
      action: 'password.change_failed',
      entity: 'user',
      entityId: auth.user.uuid,
    });
  }
  if (Object.keys(errors).length > 0) {
    const { old_password, ...rest } = errors;
    throw validationError(old_password ? { old_password, ...rest } : rest);
  }

  const passwordHash = await hashPassword(password);
  const token = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, auth.user.id));
    await revokeAllSessions(tx, auth.user.id);
    await cancelPasswordResets(tx, auth.user.id);
    await recordAudit(tx, actorOf(request), {
      action: 'password.change',
      entity: 'user',
      entityId: auth.user.uuid,
    });
    return createSession(tx, auth.user.id, config.sessionTtlHours);
  });
  await throttles.passwordChangePerUser.clear(throttleKey);
  return { status_code: 200, message: 'Password successfully updated', token };
};
