import type { FastifyRequest } from 'fastify';
import { textDecisions } from '../../services/notifications/notification-sms';
import { titleSource } from './title-source';

/**
 * After a decision has committed: texts the club's officers about the notifications it wrote that
 * ask them to act (a rejection, a send-back), in the background, so the reviewer's answer does not
 * wait on the SMS outbox and a failed SMS (logged) never undoes the decision.
 */
export function textDecisionsLater(request: FastifyRequest, notificationIds: readonly number[]): void {
  if (notificationIds.length === 0) return;
  const { server } = request;
  server.background.run('decision-sms', () =>
    textDecisions(server.db, server.sms, titleSource(server), notificationIds),
  );
}
