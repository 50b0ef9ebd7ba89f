import { and, asc, eq } from 'drizzle-orm';
import {
  lineTransition,
  projectLineOwner,
  projectTransition,
  type ReviewLevel,
} from '../../../shared/machines';
import { roundPoints } from '../../../shared/points';
import { CPE } from '../../../shared/policy';
import type { Db, Tx } from '../../db/database';
import { projectPointLines, projectPoints } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { conflict, forbidden } from '../errors';
import { projectInScope, type PlacedProject } from '../projects/project-scope';
import { text, type Text } from '../../i18n/text';
import {
  isStale,
  lockPlacedProject,
  moveProject,
  NOT_A_REVIEWER,
  refuse,
  STALE_PROJECT,
  type Refusal,
} from './project-moves';
import { CHAIRMAN_LEVEL, chairsIn, levelHand, type ReviewActing } from './review-levels';
import { sendBackProject } from './send-back';
import { notifyClub } from '../notifications/notify';
import { aboutProject } from './project-notice';

/** The approve-update body (spec 3 section 7: is_pending, role, pending_comment; plus the tick and version). */
export interface ProjectDecision {
  is_pending: boolean;
  role: ReviewLevel;
  pending_comment?: string | null;
  confirmed?: boolean;
  version?: number;
  /**
   * The evaluator's final approval also approves every point line still PENDING, in the same step
   * (as 'approve all open lines' does for a monthly report); without it, open lines refuse it.
   */
  approve_open_lines?: boolean;
}

/** What the route knows beside the body: whether rules flagged the project (a duplicate claim). */
export interface DecisionFacts {
  /** True when the project has duplicate-claim flags: its lines are then decided one by one. */
  flagged?: boolean;
}

/** A refusal the review machines do not word: the lines left undecided, or a flagged bulk approval. */
type DecisionRefusal = Refusal | { ok: false; kind: 'undecided'; text: Text };

/** The sum of a project's APPROVED lines: what the final approval gives its club. */
async function approvedLinesTotal(tx: Tx, projectId: number): Promise<number> {
  const lines = await tx
    .select({ total: projectPointLines.totalPoint })
    .from(projectPointLines)
    .where(and(eq(projectPointLines.projectId, projectId), eq(projectPointLines.status, 'APPROVED')));
  return roundPoints(lines.reduce((sum, line) => sum + Number(line.total), 0));
}

/**
 * Approves the project's PENDING lines through the point-line machine (the project being in review,
 * each line may be approved), audited as one step; answers how many.
 */
async function approveOpenLines(
  tx: Tx,
  actor: Actor,
  project: PlacedProject,
  open: (typeof projectPointLines.$inferSelect)[],
): Promise<Refusal | null> {
  const owner = projectLineOwner(project.status, project.projectType);
  const after = [];
  for (const line of open) {
    const result = lineTransition(line.status, owner, { type: 'line.approve' });
    if (!result.ok) return result;
    const [row] = await tx
      .update(projectPointLines)
      .set({ status: result.next, rejectComment: null, updatedAt: new Date() })
      .where(eq(projectPointLines.id, line.id))
      .returning();
    after.push(row);
  }
  await recordAudit(tx, actor, {
    action: 'project.lines.approveOpen',
    entity: 'project',
    entityId: project.uuid,
    before: open,
    after,
  });
  return null;
}

/**
 * The evaluator's final approval of a locked project (any review status), with a comment and the
 * tick: every point line must be decided first (refused, naming the open lines, unless the evaluator
 * approves the open lines in the same step, which a flagged project refuses). APPROVED, with the
 * approved lines' sum written as the project's approved points (kind 'approval', with the comment).
 */
async function approve(
  tx: Tx,
  actor: Actor,
  acting: ReviewActing,
  project: PlacedProject,
  decision: ProjectDecision,
  facts: DecisionFacts,
): Promise<DecisionRefusal | null> {
  const result = projectTransition(project.status, project.projectType, {
    type: 'project.approve',
    comment: decision.pending_comment ?? '',
    confirmed: decision.confirmed === true,
  });
  if (!result.ok) return result;
  const open = await tx
    .select()
    .from(projectPointLines)
    .where(and(eq(projectPointLines.projectId, project.id), eq(projectPointLines.status, 'PENDING')))
    .orderBy(asc(projectPointLines.id));
  if (open.length > 0) {
    if (decision.approve_open_lines !== true) {
      const lines = open.map((line) => line.title).join(', ');
      return { ok: false, kind: 'undecided', text: text('projects.linesUndecided', { lines }) };
    }
    if (facts.flagged) return { ok: false, kind: 'undecided', text: text('projects.flaggedNoBulk') };
    const refused = await approveOpenLines(tx, actor, project, open);
    if (refused) return refused;
  }
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
  await notifyClub(tx, actor, { ...aboutProject(project), kind: 'project.approved' });
  return null;
}

/**
 * Passes a locked project from the level it waits for to the next, with a comment and the tick (409
 * when it waits for another level, 422 without them). The history names the chairman's level, or
 * notes the club's president or secretary standing in for a chairman without a sign-in.
 */
async function forward(
  tx: Tx,
  actor: Actor,
  acting: ReviewActing,
  project: PlacedProject,
  decision: ProjectDecision,
  hand: 'office' | 'chairman' | 'standIn',
): Promise<Refusal | null> {
  const result = projectTransition(project.status, project.projectType, {
    type: 'project.forward',
    level: decision.role,
    comment: decision.pending_comment ?? '',
    confirmed: decision.confirmed === true,
  });
  if (!result.ok) return result;
  await moveProject(tx, actor, project, {
    action: hand === 'standIn' ? 'project.forward.standIn' : 'project.forward',
    next: result.next,
    roleCode: hand === 'chairman' ? CHAIRMAN_LEVEL : (acting.role?.name ?? null),
    memberId: acting.member.id,
    comment: result.comment,
    note: hand === 'standIn' ? 'chairman_stand_in' : null,
  });
  return null;
}

/**
 * A reviewer's decision at their level (POST approve-update): `is_pending` sends the project back to
 * PENDING (as sendBackProject); otherwise the caller acts at `role`, with a comment and the confirm
 * tick (422 without): CLUBS_PERFORMANCE_EVALUATION gives the final approval (409 naming the point
 * lines still undecided, unless `approve_open_lines`), any other level passes the project on (409
 * 'This project is not waiting for your review.' when it waits for another level). A decision on a
 * version the project has left is 409 'changed since you opened it' before anything else is asked;
 * a level the caller does not hold for this project is 403. The row is locked, so two reviewers at
 * once give one move and one 409. Answers the notifications that want an SMS once committed (a
 * send-back's; an approval's is the bell's only).
 */
export async function approveUpdate(
  db: Db,
  actor: Actor,
  acting: ReviewActing,
  uuid: string,
  decision: ProjectDecision,
  facts: DecisionFacts = {},
): Promise<number[]> {
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
  const refusal = await db.transaction(async (tx): Promise<DecisionRefusal | null> => {
    const project = await lockPlacedProject(tx, placed);
    if (isStale(project, decision.version)) return STALE_PROJECT;
    if (final) {
      if (acting.role?.name !== CPE) throw forbidden(NOT_A_REVIEWER);
      return approve(tx, actor, acting, project, decision, facts);
    }
    const hand = await levelHand(acting, project, decision.role, chairsIn(tx, acting, project));
    if (!hand) throw forbidden(NOT_A_REVIEWER);
    return forward(tx, actor, acting, project, decision, hand);
  });
  if (!refusal) return [];
  if (refusal.kind === 'undecided') {
    await recordAudit(db, actor, {
      action: `${action}.refused`,
      entity: 'project',
      entityId: placed.uuid,
      after: { reason: refusal.text },
    });
    throw conflict(refusal.text);
  }
  return refuse(db, actor, refusal, { action, entityId: placed.uuid }, 'pending_comment');
}
