import { resetPassword as resetWithLink } from '../../services/auth/password-changes';
import type { OperationHandler } from '../types';

/** POST /api/reset-password: sets a new password with a reset secret; signs out every session. */
export const resetPassword: OperationHandler<{
  Body: { token: string; password: string; password_confirmation: string };
}> = async (request) => {
  const { db, throttles } = request.server;
  await resetWithLink({ db, throttles }, request.ip, request.body);
  return { status_code: 200, message: 'Your password has been reset. Please sign in.' };
};
