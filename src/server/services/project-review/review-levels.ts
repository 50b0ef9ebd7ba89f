import { and, eq, exists, inArray, isNotNull, not, type SQL } from 'drizzle-orm';
import {
  isProjectStatus,
  PROJECT_CHAIRMAN_POSITION,
  REVIEW_PROJECT_STATUSES,
  waitingLevel,
  type ReviewLevel,
} from '../../../shared/machines';
import { can, CPE, PROJECT_REVIEW_LEVEL_OFFICES } from '../../../shared/policy';
import type { Db, Tx } from '../../db/database';
import { projectCommitteeMembers, serviceProjects, users } from '../../db/schema';
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

/**
 * How a caller may act at a project's Project Chairman level: as the committee's chairman, standing
 * in for a chairman who has no sign-in (the club's president or secretary), or not at all.
 */
export type ChairHand = 'chairman' | 'standIn' | null;

/** Answers the caller's ChairHand for the project, asked only when the chairman's level is in question. */
export type ChairAsker = () => ChairHand | Promise<ChairHand>;

/** The offices of the project's club that may stand in for a Project Chairman without a sign-in. */
export const STAND_IN_OFFICES: readonly string[] = PROJECT_REVIEW_LEVEL_OFFICES.CLUB_PRESIDENT_SECRETARY;

/** The committee rows naming the project (of the outer query) and a position. */
function committeeOf(db: Db | Tx, position: string, memberId?: number) {
  return db
    .select({ id: projectCommitteeMembers.id })
    .from(projectCommitteeMembers)
    .where(
      and(
        eq(projectCommitteeMembers.projectId, serviceProjects.id),
        eq(projectCommitteeMembers.position, position),
        memberId === undefined ? undefined : eq(projectCommitteeMembers.memberId, memberId),
      ),
    );
}

/**
 * The condition (on service_projects) that no Project Chairman of the project can sign in: the
 * committee names none, or its chairman has no active login with a password. Many members have no
 * account; the project must not wait at a level nobody can act at.
 */
export function chairmanCannotSignIn(db: Db | Tx): SQL {
  const signsIn = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.memberId, projectCommitteeMembers.memberId),
        eq(users.status, 'active'),
        isNotNull(users.passwordHash),
      ),
    );
  const chairmanWhoSignsIn = db
    .select({ id: projectCommitteeMembers.id })
    .from(projectCommitteeMembers)
    .where(
      and(
        eq(projectCommitteeMembers.projectId, serviceProjects.id),
        eq(projectCommitteeMembers.position, PROJECT_CHAIRMAN_POSITION),
        exists(signsIn),
      ),
    );
  return not(exists(chairmanWhoSignsIn));
}

/** True when the acting office is the club president's or secretary's of the project's own club. */
function standsInFor(acting: ProjectActing, project: { clubId: number }): boolean {
  const role = acting.role;
  return role !== null && STAND_IN_OFFICES.includes(role.name) && role.club?.id === project.clubId;
}

/**
 * The caller's hand at the chairman's level of each of `projectIds` (a page of a list, in one query
 * each): the projects whose committee names the signed-in member chairman, and, for the club's
 * president or secretary, those of their club whose chairman cannot sign in.
 */
export async function chairHandsAmong(
  db: Db | Tx,
  acting: ReviewActing,
  projects: readonly { id: number; clubId: number }[],
): Promise<Map<number, ChairHand>> {
  const hands = new Map<number, ChairHand>();
  if (projects.length === 0) return hands;
  const ids = projects.map((p) => p.id);
  const chaired = await db
    .select({ id: serviceProjects.id })
    .from(serviceProjects)
    .where(
      and(
        inArray(serviceProjects.id, ids),
        exists(committeeOf(db, PROJECT_CHAIRMAN_POSITION, acting.member.id)),
      ),
    );
  for (const row of chaired) hands.set(row.id, 'chairman');
  const own = projects.filter((p) => !hands.has(p.id) && standsInFor(acting, p)).map((p) => p.id);
  if (own.length > 0) {
    const unsigned = await db
      .select({ id: serviceProjects.id })
      .from(serviceProjects)
      .where(and(inArray(serviceProjects.id, own), chairmanCannotSignIn(db)));
    for (const row of unsigned) hands.set(row.id, 'standIn');
  }
  return hands;
}

/** Asks the database for the caller's hand at this project's chairman level (for `holdsLevel`). */
export const chairsIn =
  (db: Db | Tx, acting: ReviewActing, project: ReviewedProject): ChairAsker =>
  async () =>
    (await chairHandsAmong(db, acting, [project])).get(project.id) ?? null;

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
 * How the caller holds a review level for this project, whatever its status: the chairman level as
 * the committee's Project Chairman (acting in any role that reaches the project) or standing in for a
 * chairman without a sign-in (the club's president or secretary), the others as one of the level's
 * offices for the project's club, zone or region (docs/projects.md). Answers 'office', 'chairman',
 * 'standIn', or null when the caller does not hold it. `chair` is asked only for the chairman level.
 */
export async function levelHand(
  acting: ReviewActing,
  project: ReviewedProject,
  level: ReviewLevel,
  chair: ChairAsker,
): Promise<'office' | 'chairman' | 'standIn' | null> {
  if (level !== CHAIRMAN_LEVEL) return officeHolds(acting, project, level) ? 'office' : null;
  const reach = { id: project.clubId, zoneId: project.zoneId, regionId: project.regionId };
  return clubInProjectScope(acting, reach) ? await chair() : null;
}

/** True when the caller holds a review level for this project (see levelHand). */
export async function holdsLevel(
  acting: ReviewActing,
  project: ReviewedProject,
  level: ReviewLevel,
  chair: ChairAsker,
): Promise<boolean> {
  return (await levelHand(acting, project, level, chair)) !== null;
}

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
  chair: ChairAsker = chairsIn(db, acting, project),
): Promise<ReviewLevel | null> {
  return (await reviewStanding(db, acting, project, chair)).level;
}

/** Where the caller stands on a project under review: the level they may act at, and how. */
export interface ReviewStanding {
  /** The caller's review level now (the approve-check's review_role), or null. */
  level: ReviewLevel | null;
  /** True when they act at the chairman's level standing in for a chairman without a sign-in. */
  standIn: boolean;
}

/**
 * The caller's review standing on the project now: the evaluator's final approval while it is in
 * review, else the level it waits for when the caller holds that level (noting a chairman's stand-in).
 */
export async function reviewStanding(
  db: Db | Tx,
  acting: ReviewActing,
  project: ReviewedProject,
  chair: ChairAsker = chairsIn(db, acting, project),
): Promise<ReviewStanding> {
  const none = { level: null, standIn: false };
  if (!inReview(project)) return none;
  if (acting.role?.name === CPE) return { level: CPE, standIn: false };
  const level = waitingFor(project);
  const hand = level ? await levelHand(acting, project, level, chair) : null;
  return hand ? { level, standIn: hand === 'standIn' } : none;
}

/**
 * True when the caller may send the project back to PENDING now: while it is under review, the holder
 * of the level it waits for, the evaluator, or a review role of the spec (project.review) whose office
 * reaches the project.
 */
export async function maySendBack(
  db: Db | Tx,
  acting: ReviewActing,
  project: ReviewedProject,
): Promise<boolean> {
  if (!inReview(project)) return false;
  const reach = { id: project.clubId, zoneId: project.zoneId, regionId: project.regionId };
  if (can(acting.role?.name, 'project.review') && clubInProjectScope(acting, reach)) return true;
  const level = waitingFor(project);
  return level !== null && (await holdsLevel(acting, project, level, chairsIn(db, acting, project)));
}
