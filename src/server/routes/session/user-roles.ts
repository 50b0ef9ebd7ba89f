import { requireAuth } from '../../http/request-context';
import { heldRoles, publicHeldRole } from '../../services/auth/held-roles';
import type { OperationHandler } from '../types';

/** GET /api/user/roles: the roles the signed-in user holds today. */
export const userRoles: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  const roles = await heldRoles(request.server.db, auth.member);
  return { status_code: 200, data: roles.map(publicHeldRole) };
};
