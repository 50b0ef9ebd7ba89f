import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { regions, zones } from '../../db/schema';

/** Zones in the spec's shape: id, name, status, region {uuid, name}. */
export async function zoneRows(db: Db, options: { where?: SQL; limit?: number; offset?: number } = {}) {
  const rows = await db
    .select({
      id: zones.id,
      name: zones.name,
      status: zones.status,
      regionUuid: regions.uuid,
      regionName: regions.name,
    })
    .from(zones)
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(options.where)
    .orderBy(asc(regions.name), asc(zones.name), asc(zones.id))
    .limit(options.limit ?? 1000)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    region: { uuid: r.regionUuid, name: r.regionName },
  }));
}
