import { count, eq, ilike, or } from 'drizzle-orm';
import { regions, zones } from '../../db/schema';
import { notFound } from '../../services/errors';
import { containsPattern } from '../../services/members/search-text';
import { pageMeta, pageWindow } from '../../services/pagination';
import { zoneRows } from '../../services/zones/zone-rows';
import type { OperationHandler } from '../types';

/** GET /api/zone/list/se={search}?page={n}: zones matching the zone or region name, paged. */
export const zoneList: OperationHandler<{
  Params: { search: string };
  Querystring: { page?: number };
}> = async (request) => {
  const { db } = request.server;
  const search = request.params.search.trim();
  const where = search
    ? or(ilike(zones.name, containsPattern(search)), ilike(regions.name, containsPattern(search)))
    : undefined;
  const { page, offset, limit } = pageWindow(request.query.page);
  const [total] = await db
    .select({ n: count() })
    .from(zones)
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(where);
  const data = await zoneRows(db, { where, limit, offset });
  return { status_code: 200, data, meta: pageMeta(total?.n ?? 0, page) };
};

/** GET /api/zone/info/{id}. */
export const zoneInfo: OperationHandler<{ Params: { id: number } }> = async (request) => {
  const [zone] = await zoneRows(request.server.db, { where: eq(zones.id, request.params.id) });
  if (!zone) throw notFound('Zone not found.');
  return { status_code: 200, data: zone };
};
