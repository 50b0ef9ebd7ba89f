import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { validationError } from '../../services/errors';
import { recordAudit } from '../../services/audit/audit-log';
import { cancelPasswordResets, consumePasswordReset } from '../../services/auth/password-reset';
import { newPasswordErrors } from '../../services/auth/password-rules';
import { hashPassword } from '../../services/auth/passwords';
import { revokeAllSessions } from '../../services/auth/sessions';
import { payAttempt } from '../../services/auth/attempts';
import type { OperationHandler } from '../types';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

/** POST /api/reset-password: sets a new password with a reset secret; signs out every session. */
export const resetPassword: OperationHandler<{
  Body: { token: string; password: string; password_confirmation: string };
}> = async (request) => {
  const { db, throttles } = request.server;
  const { token, password, password_confirmation: confirmation } = request.body;
  const errors = newPasswordErrors(password, confirmation);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  // A guess pays before it is checked, so parallel guesses cannot outrun the limit.
  await payAttempt(db, { userId: null, role: null, ip: request.ip }, [[throttles.resetPerIp, request.ip]], {
    action: 'password.reset_throttled',
    what: 'password reset requests',
  });

  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const found = await consumePasswordReset(tx, token);
    if (!found) return null;
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, found.id));
    await revokeAllSessions(tx, found.id);
    await cancelPasswordResets(tx, found.id);
    await recordAudit(
      tx,
      { userId: found.id, role: null, ip: request.ip },
      {
        action: 'password.reset',
        entity: 'user',
        entityId: found.uuid,
      },
    );
    return found;
  });
  if (!user) {
    await recordAudit(
      db,
      { userId: null, role: null, ip: request.ip },
      { action: 'password.reset_failed', entity: 'user' },
    );
    throw validationError({ token: [INVALID_LINK] });
  }
  await throttles.resetPerIp.giveBack(request.ip);
  return { status_code: 200, message: 'Your password has been reset. Please sign in.' };
};
