import { colomboMonth } from '../../../shared/time/colombo';
import { and, count, eq, ilike, or } from 'drizzle-orm';
import { clubs, regions, zones } from '../../db/schema';
import { badRequest, notFound } from '../../services/errors';
import { requireAuth } from '../../http/request-context';
import { adminPointsAvailable } from '../../services/clubs/admin-available';
import { clubPoints as countClubPoints } from '../../services/clubs/club-points';
import { clubRows } from '../../services/clubs/club-rows';
import { inScope, ownClubOnly } from '../../services/clubs/club-scope';
import { containsPattern } from '../../services/members/search-text';
import { pageMeta, pageWindow } from '../../services/pagination';
import type { OperationHandler } from '../types';

/** GET /api/club/info/{id}: a club; outside an officer's own club it does not exist. */
export const clubInfo: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const auth = requireAuth(request);
  const [club] = await request.server.db
    .select({ id: clubs.id })
    .from(clubs)
    .where(eq(clubs.uuid, request.params.id));
  if (!club || !inScope(auth, club.id)) throw notFound('Club not found.');
  const [data] = await clubRows(request.server.db, { where: eq(clubs.id, club.id) });
  return { status_code: 200, data };
};

/** GET /api/user/role/club-list/se={search}?page={n}: the clubs the role may act for, paged. */
export const userRoleClubList: OperationHandler<{
  Params: { search: string };
  Querystring: { page?: number };
}> = async (request) => {
  const auth = requireAuth(request);
  const { db } = request.server;
  const own = ownClubOnly(auth);
  const search = request.params.search.trim();
  const where = and(
    own !== null ? eq(clubs.id, own) : undefined,
    search
      ? or(
          ilike(clubs.name, containsPattern(search)),
          ilike(zones.name, containsPattern(search)),
          ilike(regions.name, containsPattern(search)),
        )
      : undefined,
  );
  const { page, offset, limit } = pageWindow(request.query.page);
  const [total] = await db
    .select({ n: count() })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(where);
  const data = await clubRows(db, { where, limit, offset });
  return { status_code: 200, data, meta: pageMeta(total?.n ?? 0, page) };
};

/** GET /api/club/points: the home overview of the club acted for. */
export const clubPoints: OperationHandler = async (request) => {
  const auth = requireAuth(request);
  if (!auth.club) throw badRequest('Choose a club to see its overview.');
  const points = await countClubPoints(request.server.db, auth.club.id);
  const available = adminPointsAvailable(request.server.activityCatalogue.types, colomboMonth());
  return {
    status_code: 200,
    data: {
      ...points,
      adminAvailable: available,
      adminRate: available > 0 ? Math.min(100, Math.round((points.admin / available) * 100)) : 0,
    },
  };
};
