import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { clubs, zones } from '../../db/schema';

/** The ids of a zone's clubs, as a subquery for `inArray(<club id column>, ...)`. */
export function clubIdsOfZone(db: Db | Tx, zoneId: number) {
  return db.select({ id: clubs.id }).from(clubs).where(eq(clubs.zoneId, zoneId));
}

/** The ids of a region's clubs (through their zones), as a subquery for `inArray(<club id column>, ...)`. */
export function clubIdsOfRegion(db: Db | Tx, regionId: number) {
  return db
    .select({ id: clubs.id })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(eq(zones.regionId, regionId));
}
