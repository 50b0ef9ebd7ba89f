import { requireAuth } from '../../http/request-context';
import { memberDetail } from '../../services/members/member-detail';
import type { OperationHandler } from '../types';

/** GET /api/member/profile: the signed-in member's profile. */
export const memberProfile: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  return { status_code: 200, data: await memberDetail(db, fileLinks, auth.member.id, { contacts: true }) };
};
