import type { FastifyInstance } from 'fastify';
import { DEFAULT_SCHEMAS_DIR } from '../../services/activities/activity-catalogue';
import type { TitleSource } from '../../services/notifications/notification-text';

/** Where a notification's activity titles come from: the loaded catalogue and its schemas folder. */
export function titleSource(server: FastifyInstance): TitleSource {
  return {
    schemasDir: server.config.schemasDir ?? DEFAULT_SCHEMAS_DIR,
    titleOf: (key) => server.activityCatalogue.byKey(key)?.title,
  };
}
