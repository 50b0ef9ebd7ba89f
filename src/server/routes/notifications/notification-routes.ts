import type { FastifyRequest } from 'fastify';
import { isClubOfficerRole } from '../../../shared/policy/roles';
import { actorOf, requireAuth } from '../../http/request-context';
import { languageOf } from '../../i18n/request-language';
import { say } from '../../i18n/say';
import { text } from '../../i18n/text';
import {
  markAllRead,
  markRead,
  notificationsPage,
  type Reader,
} from '../../services/notifications/notification-inbox';
import type { OperationHandler } from '../types';
import { titleSource } from './title-source';

/**
 * Whose bell the request reads: a club officer acting in their office reads their club's; any other
 * role, or none, has no club to be told of (the club header of an official names a club they look
 * at, not one whose officers they are).
 */
function readerOf(request: FastifyRequest): Reader {
  const auth = requireAuth(request);
  const officer = auth.role && isClubOfficerRole(auth.role.name) ? auth.role.club : null;
  return { userId: auth.user.id, clubId: officer?.id ?? null };
}

/** GET /api/notifications?page=: the bell's page of the club's notifications and the unread count. */
export const notificationList: OperationHandler<{ Querystring: { page?: number } }> = async (request) => ({
  status_code: 200,
  ...(await notificationsPage(
    request.server.db,
    readerOf(request),
    request.query.page,
    languageOf(request),
    titleSource(request.server),
  )),
});

/** PUT /api/notifications/{id}/read: marks one read for this user. */
export const notificationRead: OperationHandler<{ Params: { id: number } }> = async (request) => {
  await markRead(request.server.db, actorOf(request), readerOf(request), Number(request.params.id));
  return { status_code: 200, message: say(request, text('notifications.marked')) };
};

/** PUT /api/notifications/read-all: marks every one of the club's read for this user. */
export const notificationReadAll: OperationHandler = async (request) => {
  const marked = await markAllRead(request.server.db, actorOf(request), readerOf(request));
  return { status_code: 200, message: say(request, text('notifications.allMarked')), marked };
};
