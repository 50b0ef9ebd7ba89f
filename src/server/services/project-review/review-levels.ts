import { and, eq, inArray } from 'drizzle-orm';
import {
  isProjectStatus,
  PROJECT_CHAIRMAN_POSITION,
  REVIEW_PROJECT_STATUSES,
  waitingLevel,
  type ReviewLevel,
} from '../../../shared/machines';
import { can, CPE, PROJECT_REVIEW_LEVEL_OFFICES } from '../../../shared/policy';
import type { Db, Tx } from '../../db/database';
import { projectCommitteeMembers } from '../../db/schema';
import { clubInProjectScope, type PlacedProject, type ProjectActing } from '../projects/project-scope';

/** The review level held by the committee's Project Chairman rather than by an office. */
export const CHAIRMAN_LEVEL: ReviewLevel = 'PROJECT_CHAIRMAN';

/** Whom a review call acts as: the role and club of the request, and the signed-in member. */
export interface ReviewActing extends ProjectActing {
  member: { id: number };
}

/** The project a level is asked about: its row with where its club sits. */
export type ReviewedProject = Pick<
  PlacedProject,
  'id' | 'clubId' | 'zoneId' | 'regionId' | 'status' | 'projectType'
>;

/** True when the signed-in member is the committee's Project Chairman of the project. */
export async function isProjectChairman(db: Db | Tx, memberId: number, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectCommitteeMembers.id })
    .from(projectCommitteeMembers)
    .where(
      and(
        eq(projectCommitteeMembers.projectId, projectId),
        eq(projectCommitteeMembers.memberId, memberId),
        eq(projectCommitteeMembers.position, PROJECT_CHAIRMAN_POSITION),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The projects among `projectIds` whose committee has the signed-in member as Project Chairman: one
 * query for a whole page of a list, instead of one per project.
 */
export async function chairedAmong(
  db: Db | Tx,
  memberId: number,
  projectIds: readonly number[],
): Promise<Set<number>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: projectCommitteeMembers.projectId })
    .from(projectCommitteeMembers)
    .where(
      and(
        inArray(projectCommitteeMembers.projectId, [...projectIds]),
        eq(projectCommitteeMembers.memberId, memberId),
        eq(projectCommitteeMembers.position, PROJECT_CHAIRMAN_POSITION),
      ),
    );
  return new Set(rows.map((r) => r.projectId));
}

/** True when the acting office is one of the level's offices and serves the project's club, zone or region. */
function officeHolds(acting: ProjectActing, project: ReviewedProject, level: ReviewLevel): boolean {
  const role = acting.role;
  if (!role || !(PROJECT_REVIEW_LEVEL_OFFICES[level] as readonly string[]).includes(role.name)) return false;
  return clubInProjectScope(acting, {
    id: project.clubId,
    zoneId: project.zoneId,
    regionId: project.regionId,
  });
}

/**
 * True when the caller holds a review level for this project, whatever its status: the chairman level
 * by being the committee's Project Chairman (acting in any role that reaches the project), the others
 * by acting in one of the level's offices for the project's club, zone or region (docs/projects.md).
 * `chairs` answers whether the member chairs the project's committee, asked only for that level.
 */
export async function holdsLevel(
  acting: ReviewActing,
  project: ReviewedProject,
  level: ReviewLevel,
  chairs: () => boolean | Promise<boolean>,
): Promise<boolean> {
  if (level !== CHAIRMAN_LEVEL) return officeHolds(acting, project, level);
  const reach = { id: project.clubId, zoneId: project.zoneId, regionId: project.regionId };
  return clubInProjectScope(acting, reach) && chairs();
}

/** Asks the database whether the signed-in member chairs this project's committee (for `holdsLevel`). */
export const chairsIn = (db: Db | Tx, acting: ReviewActing, project: ReviewedProject) => () =>
  isProjectChairman(db, acting.member.id, project.id);

/** The level a project waits for in its status (null outside review). */
export function waitingFor(project: Pick<ReviewedProject, 'status' | 'projectType'>): ReviewLevel | null {
  return waitingLevel(project.status, project.projectType);
}

/** True while the project is submitted and not yet approved. */
export function inReview(project: Pick<ReviewedProject, 'status'>): boolean {
  return isProjectStatus(project.status) && REVIEW_PROJECT_STATUSES.includes(project.status);
}

/**
 * The caller's review level for the project now (the approve-check's `review_role`): the evaluator's
 * final approval while it is in review, else the level it waits for when the caller holds that level,
 * else null.
 */
export async function reviewRoleFor(
  db: Db | Tx,
  acting: ReviewActing,
  project: ReviewedProject,
  chairs: () => boolean | Promise<boolean> = chairsIn(db, acting, project),
): Promise<ReviewLevel | null> {
  if (!inReview(project)) return null;
  if (acting.role?.name === CPE) return CPE;
  const level = waitingFor(project);
  return level && (await holdsLevel(acting, project, level, chairs)) ? level : null;
}

/**
 * True when the caller may send the project back to PENDING: the holder of the level it waits for,
 * the evaluator, or a review role of the spec (project.review) whose office reaches the project.
 */
export async function maySendBack(
  db: Db | Tx,
  acting: ReviewActing,
  project: ReviewedProject,
): Promise<boolean> {
  const reach = { id: project.clubId, zoneId: project.zoneId, regionId: project.regionId };
  if (can(acting.role?.name, 'project.review') && clubInProjectScope(acting, reach)) return true;
  const level = waitingFor(project);
  return level !== null && (await holdsLevel(acting, project, level, chairsIn(db, acting, project)));
}
