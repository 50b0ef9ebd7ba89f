import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, regions, zones } from '../../db/schema';

/** Clubs in the spec's shape: uuid, name, status, lions_club_zone_id, zone {id, name, region}. */
export async function clubRows(db: Db, options: { where?: SQL; limit?: number; offset?: number } = {}) {
  const rows = await db
    .select({
      uuid: clubs.uuid,
      name: clubs.name,
      status: clubs.status,
      zoneId: zones.id,
      zoneName: zones.name,
      regionUuid: regions.uuid,
      regionName: regions.name,
    })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(options.where)
    .orderBy(asc(clubs.name), asc(clubs.id))
    .limit(options.limit ?? 1000)
    .offset(options.offset ?? 0);
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    status: r.status,
    lions_club_zone_id: r.zoneId,
    zone: { id: r.zoneId, name: r.zoneName, region: { uuid: r.regionUuid, name: r.regionName } },
  }));
}
