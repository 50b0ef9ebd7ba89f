import { actorOf, requireAuth } from '../../http/request-context';
import { changeSmsReminders as changeOwnSmsReminders } from '../../services/auth/sms-reminders-change';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { renderText } from '../../i18n/render-text';

/** PUT /api/member/sms-reminders: the signed-in user turns the daily reminder SMS on or off. */
export const changeSmsReminders: OperationHandler<{ Body: { enabled: boolean } }> = async (request) => {
  const { enabled } = request.body;
  const auth = requireAuth(request);
  await changeOwnSmsReminders(request.server.db, actorOf(request), auth.user, enabled);
  return {
    status_code: 200,
    message: renderText(text('auth.smsRemindersUpdated'), auth.user.language),
    sms_reminders: enabled,
  };
};
