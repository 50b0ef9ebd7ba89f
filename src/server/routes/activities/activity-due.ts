import { requireAuth } from '../../http/request-context';
import { dueReports } from '../../services/activities/due-reports';
import type { OperationHandler } from '../types';

/**
 * GET /api/activity/due/{clubId}: the club's reports still to file this month (overdue first) and its
 * reports sent back with their reasons, with the server's today (issue 28).
 */
export const activityDue: OperationHandler<{ Params: { clubId: string } }> = async (request) => ({
  data: await dueReports(
    request.server.db,
    request.server.activityCatalogue,
    requireAuth(request),
    request.params.clubId,
  ),
});
