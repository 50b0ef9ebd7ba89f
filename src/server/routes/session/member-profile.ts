import { requireAuth } from '../../http/request-context';
import { memberProfile as readProfile } from '../../services/members/profile';
import type { OperationHandler } from '../types';

/** GET /api/member/profile: the signed-in member's profile. */
export const memberProfile: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  return { status_code: 200, data: await readProfile(request.server.db, auth.member, auth.user) };
};
