import { actorOf, requireAuth } from '../../http/request-context';
import { recordAudit } from '../../services/audit/audit-log';
import { revokeSession } from '../../services/auth/sessions';
import type { OperationHandler } from '../types';

/** POST /api/logout: revokes the session of the bearer token. */
export const logout: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  await revokeSession(request.server.db, auth.sessionId);
  await recordAudit(request.server.db, actorOf(request), {
    action: 'session.revoke',
    entity: 'user',
    entityId: auth.user.uuid,
  });
  return { status_code: 200, message: 'Successfully logged out' };
};
