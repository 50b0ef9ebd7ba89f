import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { roleScope } from '../../../shared/policy';
import type { Db, Tx } from '../../db/database';
import { clubs, serviceProjects, zones } from '../../db/schema';
import { clubIdsOfRegion, clubIdsOfZone } from '../clubs/clubs-within';
import { notFound } from '../errors';
import { text } from '../../i18n/text';

/** Whom a request acts as, as far as projects go: the role held (with where it is held) and the club chosen. */
export interface ProjectActing {
  role: {
    name: string;
    /** The club a club office is held in. */
    club: { id: number } | null;
    /** The zone a zone office serves, the region a region office serves. */
    zoneId: number | null;
    regionId: number | null;
  } | null;
  /** The club acted for: an officer's own, or the `club` header of the other roles. */
  club: { id: number } | null;
}

/** A stored project with where its club sits (zone and region), for scope and review levels. */
export type PlacedProject = typeof serviceProjects.$inferSelect & { zoneId: number; regionId: number };

/**
 * The condition that keeps a query to the projects a role reaches: a club office its own club's,
 * a zone office its zone's, a region office its region's, a district office every project. A zone or
 * region office held without its zone or region reaches none. A condition on service_projects alone
 * (a zone's or region's clubs as a subquery), so counts and id picks need no join: a join of every
 * project to its club and zone costs a count of the district's projects 50 ms (P6).
 */
export function projectScopeWhere(db: Db | Tx, acting: ProjectActing): SQL | undefined {
  const role = acting.role;
  if (!role) return eq(serviceProjects.id, -1);
  switch (roleScope(role.name)) {
    case 'club':
      return eq(serviceProjects.clubId, role.club?.id ?? -1);
    case 'zone':
      return inArray(serviceProjects.clubId, clubIdsOfZone(db, role.zoneId ?? -1));
    case 'region':
      return inArray(serviceProjects.clubId, clubIdsOfRegion(db, role.regionId ?? -1));
    default:
      return undefined;
  }
}

/** The projects with their club's zone and region, as a query to narrow further. */
export function placedProjects(db: Db) {
  return db
    .select({ project: serviceProjects, zoneId: clubs.zoneId, regionId: zones.regionId })
    .from(serviceProjects)
    .innerJoin(clubs, eq(clubs.id, serviceProjects.clubId))
    .innerJoin(zones, eq(zones.id, clubs.zoneId));
}

/** The project with that uuid within the acting scope; otherwise not found (never "forbidden"). */
export async function projectInScope(db: Db, acting: ProjectActing, uuid: string): Promise<PlacedProject> {
  const [row] = await placedProjects(db).where(
    and(eq(serviceProjects.uuid, uuid), projectScopeWhere(db, acting)),
  );
  if (!row) throw notFound(text('projects.notFound'));
  return { ...row.project, zoneId: row.zoneId, regionId: row.regionId };
}

/** True when a club (by its zone and region) lies within the acting role's reach. */
export function clubInProjectScope(
  acting: ProjectActing,
  club: { id: number; zoneId: number; regionId: number },
): boolean {
  const role = acting.role;
  if (!role) return false;
  switch (roleScope(role.name)) {
    case 'club':
      return role.club?.id === club.id;
    case 'zone':
      return role.zoneId === club.zoneId;
    case 'region':
      return role.regionId === club.regionId;
    default:
      return true;
  }
}
