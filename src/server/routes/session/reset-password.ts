import { resetPassword as resetWithLink } from '../../services/auth/password-changes';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** POST /api/reset-password: sets a new password with a reset secret; signs out every session. */
export const resetPassword: OperationHandler<{
  Body: { token: string; password: string; password_confirmation: string };
}> = async (request) => {
  const { db, throttles } = request.server;
  await resetWithLink({ db, throttles }, request.ip, request.body);
  return { status_code: 200, message: say(request, text('auth.passwordReset')) };
};
