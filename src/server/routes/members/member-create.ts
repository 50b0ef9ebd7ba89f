import { actorOf, requireAuth } from '../../http/request-context';
import { createMember, type MemberCreateInput } from '../../services/members/member-create';
import { memberDetail } from '../../services/members/member-detail';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/**
 * POST /api/member/create: a member and their login identity (no password: with send_sms on, an SMS
 * tells them their username and brings a link to set one).
 */
export const memberCreate: OperationHandler<{ Body: MemberCreateInput }> = async (request) => {
  const { db, sms, config, fileLinks } = request.server;
  const memberId = await createMember(
    { db, sms, publicUrl: config.publicUrl },
    actorOf(request),
    requireAuth(request),
    request.body,
  );
  return {
    status_code: 200,
    message: say(request, text('members.created')),
    data: await memberDetail(db, fileLinks, memberId, { contacts: true }),
  };
};
