import { and, eq } from 'drizzle-orm';
import { projectTransition, type ReviewLevel } from '../../../shared/machines';
import { roundPoints } from '../../../shared/points';
import { CPE } from '../../../shared/policy';
import type { Db, Tx } from '../../db/database';
import { projectPointLines, projectPoints } from '../../db/schema';
import type { Actor } from '../audit/audit-log';
import { forbidden } from '../errors';
import { projectInScope, type PlacedProject } from '../projects/project-scope';
import {
  isStale,
  lockPlacedProject,
  moveProject,
  NOT_A_REVIEWER,
  refuse,
  STALE_PROJECT,
  type Refusal,
} from './project-moves';
import { CHAIRMAN_LEVEL, chairsIn, holdsLevel, type ReviewActing } from './review-levels';
import { sendBackProject } from './send-back';

/** The approve-update body (spec 3 section 7: is_pending, role, pending_comment; plus the tick and version). */
export interface ProjectDecision {
  is_pending: boolean;
  role: ReviewLevel;
  pending_comment?: string | null;
  confirmed?: boolean;
  version?: number;
}

/** The sum of a project's APPROVED lines: what the final approval gives its club. */
async function approvedLinesTotal(tx: Tx, projectId: number): Promise<number> {
  const lines = await tx
    .select({ total: projectPointLines.totalPoint })
    .from(projectPointLines)
    .where(and(eq(projectPointLines.projectId, projectId), eq(projectPointLines.status, 'APPROVED')));
  return roundPoints(lines.reduce((sum, line) => sum + Number(line.total), 0));
}

/**
 * The evaluator's final approval of a locked project (any review status): APPROVED, with the approved
 * lines' sum written as the project's approved points (kind 'approval', the approval comment with it).
 */
async function approve(
  tx: Tx,
  actor: Actor,
  acting: ReviewActing,
  project: PlacedProject,
  decision: ProjectDecision,
): Promise<Refusal | null> {
  const result = projectTransition(project.status, project.projectType, {
    type: 'project.approve',
    comment: decision.pending_comment ?? '',
    confirmed: decision.confirmed === true,
  });
  if (!result.ok) return result;
  const points = await approvedLinesTotal(tx, project.id);
  await tx.insert(projectPoints).values({
    projectId: project.id,
    clubId: project.clubId,
    points,
    comment: result.comment,
    kind: 'approval',
    createdBy: actor.userId,
  });
  await moveProject(tx, actor, project, {
    action: 'project.approve',
    next: result.next,
    roleCode: acting.role?.name ?? null,
    memberId: acting.member.id,
    comment: result.comment,
  });
  return null;
}

/** Passes a locked project from the level it waits for to the next (409 when it waits for another level). */
async function forward(
  tx: Tx,
  actor: Actor,
  acting: ReviewActing,
  project: PlacedProject,
  decision: ProjectDecision,
): Promise<Refusal | null> {
  const result = projectTransition(project.status, project.projectType, {
    type: 'project.forward',
    level: decision.role,
    comment: decision.pending_comment,
  });
  if (!result.ok) return result;
  await moveProject(tx, actor, project, {
    action: 'project.forward',
    next: result.next,
    roleCode: decision.role === CHAIRMAN_LEVEL ? CHAIRMAN_LEVEL : (acting.role?.name ?? null),
    memberId: acting.member.id,
    comment: result.comment,
  });
  return null;
}

/**
 * A reviewer's decision at their level (POST approve-update): `is_pending` sends the project back to
 * PENDING (as sendBackProject); otherwise the caller acts at `role`, which they must hold for this
 * project (403 'You are not a reviewer of this project at this level.'): CLUBS_PERFORMANCE_EVALUATION
 * gives the final approval (comment and tick, 422 without), any other level passes the project on
 * (409 'This project is not waiting for your review.' when it waits for another level). 409 too when
 * the project changed since `version`. The row is locked, so two reviewers at once give one move and
 * one 409.
 */
export async function approveUpdate(
  db: Db,
  actor: Actor,
  acting: ReviewActing,
  uuid: string,
  decision: ProjectDecision,
): Promise<void> {
  if (decision.is_pending) {
    return sendBackProject(db, actor, acting, uuid, {
      comment: decision.pending_comment,
      confirmed: decision.confirmed,
      version: decision.version,
    });
  }
  const placed = await projectInScope(db, acting, uuid);
  const final = decision.role === CPE;
  const action = final ? 'project.approve' : 'project.forward';
  const refusal = await db.transaction(async (tx) => {
    const project = await lockPlacedProject(tx, placed);
    const holds = final
      ? acting.role?.name === CPE
      : await holdsLevel(acting, project, decision.role, chairsIn(tx, acting, project));
    if (!holds) throw forbidden(NOT_A_REVIEWER);
    if (isStale(project, decision.version)) return STALE_PROJECT;
    return final
      ? approve(tx, actor, acting, project, decision)
      : forward(tx, actor, acting, project, decision);
  });
  if (refusal) await refuse(db, actor, refusal, { action, entityId: placed.uuid }, 'pending_comment');
}
