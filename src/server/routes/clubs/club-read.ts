import { colomboMonth } from '../../../shared/time/colombo';
import { requireAuth } from '../../http/request-context';
import { clubDetail, clubOverview, clubPage } from '../../services/clubs/club-service';
import type { OperationHandler } from '../types';

/** GET /api/club/info/{id}: a club; outside an officer's own club it does not exist. */
export const clubInfo: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await clubDetail(request.server.db, requireAuth(request), request.params.id),
});

/** GET /api/user/role/club-list/se={search}?page={n}: the clubs the role may act for, paged. */
export const userRoleClubList: OperationHandler<{
  Params: { search: string };
  Querystring: { page?: number };
}> = async (request) => ({
  status_code: 200,
  ...(await clubPage(request.server.db, requireAuth(request), request.params.search, request.query.page)),
});

/** GET /api/club/points: the home overview of the club acted for. */
export const clubPoints: OperationHandler = async (request) => ({
  status_code: 200,
  data: await clubOverview(
    request.server.db,
    requireAuth(request).club,
    request.server.activityCatalogue.types,
    colomboMonth(),
  ),
});
