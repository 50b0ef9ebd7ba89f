import { requireAuth } from '../../http/request-context';
import { smsRemindersOf } from '../../services/auth/sms-reminders-change';
import { memberDetail } from '../../services/members/member-detail';
import type { OperationHandler } from '../types';

/**
 * GET /api/member/profile: the signed-in member's profile, with the language they chose for the app
 * and whether the reminder SMS reach them (only here: memberDetail, shared with the answers about
 * other members, leaves both out).
 */
export const memberProfile: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  const detail = await memberDetail(db, fileLinks, auth.member.id, { contacts: true });
  const smsReminders = await smsRemindersOf(db, auth.user.id);
  return {
    status_code: 200,
    data: detail && { ...detail, language: auth.user.language, sms_reminders: smsReminders },
  };
};
