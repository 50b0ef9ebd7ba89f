import { asc, eq } from 'drizzle-orm';
import { regions, zones } from '../../db/schema';
import { notFound } from '../../services/errors';
import { zoneRows } from '../../services/zones/zone-rows';
import type { OperationHandler } from '../types';

const regionColumns = { uuid: regions.uuid, name: regions.name, status: regions.status };

/** GET /api/region/list: active regions. */
export const regionList: OperationHandler = async (request) => {
  const data = await request.server.db
    .select(regionColumns)
    .from(regions)
    .where(eq(regions.status, 'ACTIVE'))
    .orderBy(asc(regions.name));
  return { status_code: 200, data };
};

/** GET /api/region/all/list: every region. */
export const regionAllList: OperationHandler = async (request) => {
  const data = await request.server.db.select(regionColumns).from(regions).orderBy(asc(regions.name));
  return { status_code: 200, data };
};

/** GET /api/region/zone/{id}: the zones of a region. */
export const regionZones: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const { db } = request.server;
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.uuid, request.params.id));
  if (!region) throw notFound('Region not found.');
  return { status_code: 200, data: await zoneRows(db, { where: eq(zones.regionId, region.id) }) };
};
