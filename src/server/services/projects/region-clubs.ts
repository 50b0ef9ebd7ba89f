import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, zones } from '../../db/schema';
import { containsPattern } from '../members/search-text';
import { projectInScope, type ProjectActing } from './project-scope';

/** Most clubs one search answers: a picker's worth. */
const MAX_CLUBS = 20;

/**
 * The active clubs of a project's region whose name holds the search text (any case), by name, at
 * most 20: the clubs a region project's members may come from.
 */
export async function projectRegionClubs(db: Db, acting: ProjectActing, uuid: string, search: string) {
  const project = await projectInScope(db, acting, uuid);
  const text = search.trim();
  return db
    .select({ uuid: clubs.uuid, name: clubs.name })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(
      and(
        eq(zones.regionId, project.regionId),
        eq(clubs.status, 'ACTIVE'),
        text ? ilike(clubs.name, containsPattern(text)) : undefined,
      ),
    )
    .orderBy(asc(clubs.name))
    .limit(MAX_CLUBS);
}
