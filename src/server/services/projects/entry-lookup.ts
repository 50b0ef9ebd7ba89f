import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  clubs,
  type projectCommitteeMembers,
  type projectContributions,
  type projectDocuments,
  type projectParticipants,
  serviceProjects,
  zones,
} from '../../db/schema';
import { notFound } from '../errors';
import { projectScopeWhere, type PlacedProject, type ProjectActing } from './project-scope';
import { type Text } from '../../i18n/text';

/** The tables of a project's wizard lists: each row has its own uuid and its project's id. */
export type EntryTable =
  | typeof projectCommitteeMembers
  | typeof projectContributions
  | typeof projectParticipants
  | typeof projectDocuments;

/**
 * An entry of a project's wizard list (by the entry's uuid) and its project, when the project lies
 * within the caller's reach; otherwise not found, never "forbidden", with `missing` as its message
 * ('Contribution not found.').
 */
export async function entryInScope(
  db: Db,
  acting: ProjectActing,
  table: EntryTable,
  uuid: string,
  missing: Text,
): Promise<{ entry: number; project: PlacedProject }> {
  // Every entry table has the same id, uuid and project_id columns; one of them types the query.
  const t = table as typeof projectCommitteeMembers;
  const [row] = await db
    .select({ entry: t.id, project: serviceProjects, zoneId: clubs.zoneId, regionId: zones.regionId })
    .from(t)
    .innerJoin(serviceProjects, eq(serviceProjects.id, t.projectId))
    .innerJoin(clubs, eq(clubs.id, serviceProjects.clubId))
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(and(eq(t.uuid, uuid), projectScopeWhere(db, acting)));
  if (!row) throw notFound(missing);
  return { entry: row.entry, project: { ...row.project, zoneId: row.zoneId, regionId: row.regionId } };
}
