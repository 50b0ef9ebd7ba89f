import { requireAuth } from '../../http/request-context';
import { publicHeldRole } from '../../services/auth/held-roles';
import type { OperationHandler } from '../types';

/** GET /api/user/roles: the roles the signed-in user holds today (read with the session). */
export const userRoles: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  return { status_code: 200, data: auth.roles.map(publicHeldRole) };
};
