import { and, asc, eq, exists, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import {
  PROJECT_CHAIRMAN_POSITION,
  REGION_PROJECT_TYPES,
  REVIEW_PROJECT_STATUSES,
  waitingLevel,
  type ReviewLevel,
} from '../../../shared/machines';
import { CPE, officeReviewLevels } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { projectCommitteeMembers, serviceProjects } from '../../db/schema';
import { projectPage } from '../projects/project-list';
import { CHAIRMAN_LEVEL, chairmanCannotSignIn, STAND_IN_OFFICES, type ReviewActing } from './review-levels';

/** A project type of each kind, to ask the machine which statuses wait for a level. */
const SAMPLE_TYPES = { region: REGION_PROJECT_TYPES[0] ?? null, club: null } as const;

/** The review statuses in which a project of the kind waits for the level (from the review machine). */
function statusesWaitingFor(level: ReviewLevel, kind: keyof typeof SAMPLE_TYPES): string[] {
  return REVIEW_PROJECT_STATUSES.filter((status) => waitingLevel(status, SAMPLE_TYPES[kind]) === level);
}

/** The projects that wait for a level: club types and region types wait in different statuses. */
function waitingForLevel(level: ReviewLevel): SQL | undefined {
  const region = statusesWaitingFor(level, 'region');
  const club = statusesWaitingFor(level, 'club');
  const isRegion = inArray(serviceProjects.projectType, [...REGION_PROJECT_TYPES]);
  const isClub = or(
    isNull(serviceProjects.projectType),
    notInArray(serviceProjects.projectType, [...REGION_PROJECT_TYPES]),
  );
  return or(
    region.length ? and(isRegion, inArray(serviceProjects.status, region)) : undefined,
    club.length ? and(isClub, inArray(serviceProjects.status, club)) : undefined,
  );
}

/** The submitted projects whose committee names the member as Project Chairman. */
function waitingForChairman(memberId: number, db: Db): SQL | undefined {
  const chairman = db
    .select({ id: projectCommitteeMembers.id })
    .from(projectCommitteeMembers)
    .where(
      and(
        eq(projectCommitteeMembers.projectId, serviceProjects.id),
        eq(projectCommitteeMembers.memberId, memberId),
        eq(projectCommitteeMembers.position, PROJECT_CHAIRMAN_POSITION),
      ),
    );
  return and(waitingForLevel(CHAIRMAN_LEVEL), exists(chairman));
}

/**
 * The submitted projects of the club a president or secretary serves whose Project Chairman cannot
 * sign in: they may stand in for the chairman, so the project never waits at a level nobody can act at.
 */
function waitingForStandIn(db: Db, acting: ReviewActing): SQL | undefined {
  const role = acting.role;
  if (!role?.club || !STAND_IN_OFFICES.includes(role.name)) return undefined;
  return and(
    waitingForLevel(CHAIRMAN_LEVEL),
    eq(serviceProjects.clubId, role.club.id),
    chairmanCannotSignIn(db),
  );
}

/**
 * The condition of the caller's queue (within the role's reach, which `projectPage` adds): the
 * projects that wait for a level the caller holds: as Project Chairman (any role) or standing in for
 * one without a sign-in, and by office (club president or secretary, zone chairperson, region CPE
 * coordinator or chairperson, region GST coordinator). The evaluator, who may approve or send back at
 * any level, sees every project under review, so that none stalls unseen.
 */
function queueWhere(db: Db, acting: ReviewActing): SQL | undefined {
  if (acting.role?.name === CPE) return inArray(serviceProjects.status, [...REVIEW_PROJECT_STATUSES]);
  const levels = officeReviewLevels(acting.role?.name);
  return or(
    waitingForChairman(acting.member.id, db),
    waitingForStandIn(db, acting),
    ...levels.map((level) => waitingForLevel(level)),
  );
}

/**
 * The Review Projects queue (spec 3 /review/projects): a page of the projects waiting for the caller,
 * optionally only those waiting for one `level`, longest waiting at their level first, as the project
 * list shows them (each row with the level it waits for and since when).
 */
export function reviewQueue(db: Db, acting: ReviewActing, pageNumber?: number, level?: ReviewLevel) {
  const order = [asc(serviceProjects.statusChangedAt), asc(serviceProjects.id)];
  const where = and(queueWhere(db, acting), level ? waitingForLevel(level) : undefined);
  return projectPage(db, acting, where, order, pageNumber);
}
