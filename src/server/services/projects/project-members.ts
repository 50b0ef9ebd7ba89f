import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { members } from '../../db/schema';
import { clubIdsOfRegion } from '../clubs/clubs-within';
import { text } from '../../i18n/text';

/** A member as the wizard's lists show them (spec 3: member {display_name}). */
export interface ProjectMemberRef {
  uuid: string;
  display_name: string;
}

/** A member who may be named on a project, with their row id. */
export interface EligibleMember extends ProjectMemberRef {
  id: number;
}

/** Where a project's members come from: its club, its region, or the whole district. */
export interface ProjectPlace {
  clubId: number;
  regionId: number;
  projectType: string | null;
}

/**
 * Who may be named on a project's committee, contributions and participants: an active member of
 * the project's club; for a region project (RP) of any club of its region, for a joint-regions
 * project (JRP) of any club of the district. A condition on `members` alone (the region's clubs are a
 * subquery), so the wizard's checks and its member search ask the same question.
 */
export function projectMembersWhere(db: Db | Tx, project: ProjectPlace): SQL | undefined {
  const ofProject = (() => {
    switch (project.projectType) {
      case 'JRP':
        return undefined;
      case 'RP':
        return inArray(members.clubId, clubIdsOfRegion(db, project.regionId));
      default:
        return eq(members.clubId, project.clubId);
    }
  })();
  return and(eq(members.status, 'active'), isNotNull(members.clubId), ofProject);
}

/**
 * The members among `uuids` who may be named on the project, by uuid; a uuid missing from the answer
 * names nobody eligible (another club's member, a dropped or inactive one, or no member at all).
 */
export async function eligibleMembers(
  db: Db | Tx,
  project: ProjectPlace,
  uuids: readonly string[],
): Promise<Map<string, EligibleMember>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, uuid: members.uuid, name: members.displayName })
    .from(members)
    .where(and(inArray(members.uuid, [...new Set(uuids)]), projectMembersWhere(db, project)));
  return new Map(rows.map((r) => [r.uuid, { id: r.id, uuid: r.uuid, display_name: r.name }]));
}

/** The message of a member who may not be named on the project. */
export const INVALID_MEMBER = text('projects.memberInvalid');

/** The message of a member already on the committee, by name. */
export function committeeTaken(name: string) {
  return text('projects.committeeMemberTaken', { name });
}

/** The message of a member whose contribution is recorded already, by name. */
export function contributionTaken(name: string) {
  return text('projects.contributionMemberTaken', { name });
}

/** The message of members already among the participants, by name. */
export function participantsTaken(names: readonly string[]) {
  return text('projects.participantsTaken', { names: names.join(', '), count: names.length });
}
