import { requireAuth } from '../../http/request-context';
import { clubStanding, standings } from '../../services/standings/standings';
import type { GridFilters } from '../../services/zone-grid/zone-grid-scope';
import type { OperationHandler } from '../types';

/** GET /api/activity/standings?zone=&region=: the Lions year's standings of the clubs in reach (issue 14). */
export const activityStandings: OperationHandler<{ Querystring: GridFilters }> = async (request) => ({
  status_code: 200,
  data: await standings(
    request.server.db,
    request.server.activityCatalogue,
    requireAuth(request),
    request.query,
  ),
});

/** GET /api/club/standing: the standing and monthly points of the club acted for (issue 14). */
export const clubStandingRead: OperationHandler = async (request) => ({
  status_code: 200,
  data: await clubStanding(request.server.db, request.server.activityCatalogue, requireAuth(request).club),
});
