import { and, asc, eq, ilike } from 'drizzle-orm';
import { roleScope } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { clubs, regions, serviceProjects, zones } from '../../db/schema';
import { notFound } from '../errors';
import { containsPattern } from '../members/search-text';
import { text } from '../../i18n/text';
import { placedProjects, projectScopeWhere, type ProjectActing } from './project-scope';

/** Most clubs one search answers: a picker's worth. */
const MAX_CLUBS = 20;

/** True when the acting role reaches a whole region: a region office its own, a district office any. */
function regionInReach(acting: ProjectActing, regionId: number): boolean {
  const role = acting.role;
  if (!role) return false;
  switch (roleScope(role.name)) {
    case 'region':
      return role.regionId === regionId;
    case 'district':
      return true;
    default:
      // A club or zone office reaches part of a region only: it has no region's clubs to choose from.
      return false;
  }
}

/**
 * The region `id` names: a project the role reaches (its club's region), else a region the role
 * reaches whole (the wizard's club chooser, before any project exists). Anything else is not found,
 * the same answer for an unknown id as for one out of reach.
 */
async function regionNamedBy(db: Db, acting: ProjectActing, id: string): Promise<number> {
  const [project] = await placedProjects(db).where(
    and(eq(serviceProjects.uuid, id), projectScopeWhere(db, acting)),
  );
  if (project) return project.regionId;
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.uuid, id));
  if (region && regionInReach(acting, region.id)) return region.id;
  throw notFound(text('projects.projectOrRegionNotFound'));
}

/**
 * The active clubs of a region whose name holds the search text (any case), by name, at most 20:
 * the region of a project (the clubs a region project's members may come from) or a region itself
 * (the clubs a region office may create a project for).
 */
export async function projectRegionClubs(db: Db, acting: ProjectActing, id: string, search: string) {
  const regionId = await regionNamedBy(db, acting, id);
  const words = search.trim();
  return db
    .select({ uuid: clubs.uuid, name: clubs.name })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(
      and(
        eq(zones.regionId, regionId),
        eq(clubs.status, 'ACTIVE'),
        words ? ilike(clubs.name, containsPattern(words)) : undefined,
      ),
    )
    .orderBy(asc(clubs.name))
    .limit(MAX_CLUBS);
}
