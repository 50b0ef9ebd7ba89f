import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { validationError } from '../errors';
import { payAttempt } from './attempts';
import { cancelPasswordResets, consumePasswordReset } from './password-reset';
import { newPasswordErrors } from './password-rules';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, revokeAllSessions } from './sessions';
import type { Throttles } from './throttle';
import { text } from '../../i18n/text';

/** What a password change or reset needs: the database and the server's attempt throttles. */
export interface PasswordDeps {
  db: Db;
  throttles: Throttles;
}

/** The new password twice, as the forms send it. */
export interface NewPassword {
  password: string;
  password_confirmation: string;
}

const INVALID_LINK = text('auth.resetLinkInvalid');

/** Sets a user's password hash and ends every session and open reset link of theirs. */
async function setPassword(tx: Db, userId: number, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAllSessions(tx, userId);
  await cancelPasswordResets(tx, userId);
}

/**
 * A signed-in user changes their password: each attempt pays its throttle point first (a stolen
 * session must not become a way to guess), the old password must match, every session and reset link
 * ends, and a fresh session token is answered for this browser. Failures are audited.
 */
export async function changePassword(
  { db, throttles }: PasswordDeps,
  actor: Actor,
  user: { id: number; uuid: string; passwordHash: string | null },
  input: NewPassword & { old_password: string },
  sessionTtlHours: number,
): Promise<string> {
  const throttleKey = `user:${user.id}`;
  await payAttempt(db, actor, [[throttles.passwordChangePerUser, throttleKey]], {
    action: 'password.change_throttled',
    what: 'passwordChange',
    entityId: user.uuid,
  });
  const errors = newPasswordErrors(input.password, input.password_confirmation);
  const oldOk = user.passwordHash !== null && (await verifyPassword(user.passwordHash, input.old_password));
  if (!oldOk) {
    await recordAudit(db, actor, { action: 'password.change_failed', entity: 'user', entityId: user.uuid });
    throw validationError({ old_password: [text('auth.oldPasswordIncorrect')], ...errors });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await recordAudit(tx, actor, { action: 'password.change', entity: 'user', entityId: user.uuid });
    return createSession(tx, user.id, sessionTtlHours);
  });
  await throttles.passwordChangePerUser.clear(throttleKey);
  return token;
}

/**
 * Sets a new password with a reset secret from an SMS: the new password is checked first, then the
 * guess pays its throttle point before the secret is looked at; a known, unused, unexpired secret is
 * used up, and every session and other reset link of the user ends. Failures are audited.
 */
export async function resetPassword(
  { db, throttles }: PasswordDeps,
  ip: string,
  input: NewPassword & { token: string },
): Promise<void> {
  const errors = newPasswordErrors(input.password, input.password_confirmation);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const anonymous = { userId: null, role: null, ip };
  await payAttempt(db, anonymous, [[throttles.resetPerIp, ip]], {
    action: 'password.reset_throttled',
    what: 'passwordReset',
  });

  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const found = await consumePasswordReset(tx, input.token);
    if (!found) return null;
    await setPassword(tx, found.id, passwordHash);
    await recordAudit(
      tx,
      { ...anonymous, userId: found.id },
      {
        action: 'password.reset',
        entity: 'user',
        entityId: found.uuid,
      },
    );
    return found;
  });
  if (!user) {
    await recordAudit(db, anonymous, { action: 'password.reset_failed', entity: 'user' });
    throw validationError({ token: [INVALID_LINK] });
  }
  await throttles.resetPerIp.giveBack(ip);
}
