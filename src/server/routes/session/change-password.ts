import { actorOf, requireAuth } from '../../http/request-context';
import { changePassword as changeOwnPassword } from '../../services/auth/password-changes';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/**
 * PATCH /api/member/password: checks the old password, sets the new one, revokes every session of the
 * user (a thief holding an old token is locked out) and answers a fresh token for this browser.
 */
export const changePassword: OperationHandler<{
  Body: { old_password: string; password: string; password_confirmation: string };
}> = async (request) => {
  const { db, throttles, config } = request.server;
  const token = await changeOwnPassword(
    { db, throttles },
    actorOf(request),
    requireAuth(request).user,
    request.body,
    config.sessionTtlHours,
  );
  return { status_code: 200, message: say(request, text('auth.passwordUpdated')), token };
};
