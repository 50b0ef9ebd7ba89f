import { eq } from 'drizzle-orm';
import { roleScope } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { regions, zones } from '../../db/schema';
import { forbidden, notFound } from '../errors';
import { text } from '../../i18n/text';

/** Whom a grid request acts as: the role held today, with the zone or region its office serves. */
export interface GridActing {
  role: { name: string; zoneId: number | null; regionId: number | null } | null;
}

/** The filters a caller may add: a zone (its numeric id) and a region (its uuid). */
export interface GridFilters {
  zone?: number;
  region?: string;
}

/** The clubs a grid covers: one zone, one region, or (both null) the whole district. */
export interface GridScope {
  zoneId: number | null;
  regionId: number | null;
}

/** A zone's id and its region's id, or undefined for an unknown zone. */
async function zonePlace(db: Db, zoneId: number) {
  const [row] = await db
    .select({ id: zones.id, regionId: zones.regionId })
    .from(zones)
    .where(eq(zones.id, zoneId));
  return row;
}

/** A region's id by its uuid, or undefined for an unknown one. */
async function regionIdOf(db: Db, uuid: string) {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.uuid, uuid));
  return row?.id;
}

/**
 * What the grid may show the caller, narrowed by the filters: a zone chairperson their own zone, a
 * region office its region, a district office anything. A filter outside the caller's reach is
 * refused (403), even when no such zone or region exists, so reach is never probed through 404s; an
 * unknown zone or region inside the reach (a district office's) is not found. A zone or region office
 * held without its zone or region reaches nothing.
 */
export async function resolveGridScope(db: Db, acting: GridActing, filters: GridFilters): Promise<GridScope> {
  const role = acting.role;
  if (!role) throw forbidden();
  const scope = roleScope(role.name);
  if (scope === 'club') throw forbidden();

  const zone = filters.zone === undefined ? undefined : await zonePlace(db, filters.zone);
  const regionId = filters.region === undefined ? undefined : await regionIdOf(db, filters.region);

  if (scope === 'zone') {
    if (role.zoneId === null) throw forbidden();
    if (filters.zone !== undefined && filters.zone !== role.zoneId) throw forbidden();
    if (filters.region !== undefined) {
      const own = await zonePlace(db, role.zoneId);
      if (regionId === undefined || own?.regionId !== regionId) throw forbidden();
    }
    return { zoneId: role.zoneId, regionId: null };
  }
  if (scope === 'region') {
    if (role.regionId === null) throw forbidden();
    if (filters.region !== undefined && regionId !== role.regionId) throw forbidden();
    if (filters.zone !== undefined && zone?.regionId !== role.regionId) throw forbidden();
    return { zoneId: zone?.id ?? null, regionId: role.regionId };
  }
  if (filters.zone !== undefined && !zone) throw notFound(text('zones.notFound'));
  if (filters.region !== undefined && regionId === undefined) throw notFound(text('lookups.regionNotFound'));
  return { zoneId: zone?.id ?? null, regionId: regionId ?? null };
}
