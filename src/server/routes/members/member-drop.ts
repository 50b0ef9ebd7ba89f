import { actorOf, requireAuth } from '../../http/request-context';
import { dropMember } from '../../services/members/member-drop';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/**
 * POST /api/member/drop/{id}: the member leaves the club and becomes inactive; their office roles end
 * and their sessions end. The member stays, for history.
 */
export const memberDrop: OperationHandler<{ Params: { id: string } }> = async (request) => {
  await dropMember(request.server.db, actorOf(request), requireAuth(request), request.params.id);
  return { status_code: 200, message: say(request, text('members.dropped')) };
};
