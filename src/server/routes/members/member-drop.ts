import { actorOf, requireAuth } from '../../http/request-context';
import { dropMember } from '../../services/members/member-drop';
import type { OperationHandler } from '../types';

/**
 * POST /api/member/drop/{id}: the member leaves the club and becomes inactive; their office roles end
 * and their sessions end. The member stays, for history.
 */
export const memberDrop: OperationHandler<{ Params: { id: string } }> = async (request) => {
  await dropMember(request.server.db, actorOf(request), requireAuth(request), request.params.id);
  return { status_code: 200, message: 'Member has been dropped successfully' };
};
