import { actorOf, requireAuth } from '../../http/request-context';
import { recordAudit } from '../../services/audit/audit-log';
import { revokeSession } from '../../services/auth/sessions';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** POST /api/logout: revokes the session of the bearer token. */
export const logout: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  await revokeSession(request.server.db, auth.sessionId);
  await recordAudit(request.server.db, actorOf(request), {
    action: 'session.revoke',
    entity: 'user',
    entityId: auth.user.uuid,
  });
  return { status_code: 200, message: say(request, text('auth.loggedOut')) };
};
