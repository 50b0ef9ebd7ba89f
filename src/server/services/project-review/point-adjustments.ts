import { and, eq, sum } from 'drizzle-orm';
import { projectTransition } from '../../../shared/machines';
import { roundPoints } from '../../../shared/points';
import type { Db, Tx } from '../../db/database';
import { projectPoints } from '../../db/schema';
import { renderText } from '../../i18n/render-text';
import { text, type Text } from '../../i18n/text';
import { recordAudit, type Actor } from '../audit/audit-log';
import { conflict, validationError, type FieldErrors } from '../errors';
import { isUniqueViolation } from '../projects/draft-writes';
import { projectInScope, type PlacedProject, type ProjectActing } from '../projects/project-scope';
import {
  bumpProject,
  isStale,
  lockPlacedProject,
  refuse,
  STALE_PROJECT,
  type Refusal,
} from './project-moves';

/** The message of an incomplete adjustment (spec 3 sections 5 and 8). */
export const ADJUSTMENT_INCOMPLETE = text('projects.adjustmentIncomplete');

/** A new adjustment as point-update takes it: signed points, a reason, the version the caller saw. */
export interface AdjustmentInput {
  point?: number | null;
  comment?: string | null;
  version: number;
}

/** A reversal as point-update takes it: the adjustment it reverses, a reason, the version seen. */
export interface ReversalInput {
  reverses: number;
  /** Optional: when given, it must be minus the reversed adjustment's points. */
  point?: number | null;
  comment?: string | null;
  version: number;
}

/** Why a locked write did not happen: a refused transition (the house's answer), or another 409. */
type Outcome = Refusal | { conflict: Text } | null;

/** The project's approved points now (the approval row and every adjustment: approvedTotal). */
async function approvedTotal(tx: Tx, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sum(projectPoints.points) })
    .from(projectPoints)
    .where(eq(projectPoints.projectId, projectId));
  return roundPoints(Number(row?.total ?? 0));
}

/** A number of points as a sentence shows it: rounded like the detail's total, never '-0'. */
const pointsWords = (points: number) => String(roundPoints(points));

/**
 * Takes the locked, APPROVED, unchanged project or says why not: a version the caller no longer
 * sees (409, so the same adjustment sent twice lands once), then a project not yet approved (409).
 */
function refusalOf(project: PlacedProject, version: number): Refusal | null {
  if (isStale(project, version)) return STALE_PROJECT;
  const result = projectTransition(project.status, project.projectType, { type: 'project.adjust' });
  return result.ok ? null : result;
}

/**
 * Answers what stopped a write: a refused transition as the house does (see refuse), any other
 * conflict a 409 audited the same way, outside the rolled-back transaction.
 */
async function answer(
  db: Db,
  actor: Actor,
  outcome: Exclude<Outcome, null>,
  audit: { action: string; entityId: string },
  field: string,
): Promise<never> {
  if (!('conflict' in outcome)) return refuse(db, actor, outcome, audit, field);
  await recordAudit(db, actor, {
    action: `${audit.action}.refused`,
    entity: 'project',
    entityId: audit.entityId,
    after: { reason: renderText(outcome.conflict, 'en') },
  });
  throw conflict(outcome.conflict);
}

/** The trimmed reason, or '' when none was given. */
const reasonOf = (comment: string | null | undefined) => (typeof comment === 'string' ? comment.trim() : '');

/**
 * The evaluator adjusts an APPROVED project's points by a signed, non-zero amount with a reason
 * (spec 3: "both points and reason are required, otherwise 'Please enter all inputs'", 422 on each
 * missing field), at most `limit` either way (PROJECT_ADJUSTMENT_LIMIT, 422 on point), never taking
 * the project's approved points below zero (422 on point, saying the total now). 409 before approval
 * and on a project changed since `version`. The adjustment is a project_points row of kind
 * 'adjustment', so it counts for the club; the project's version moves on.
 */
export async function adjustProjectPoints(
  db: Db,
  actor: Actor,
  acting: ProjectActing,
  uuid: string,
  input: AdjustmentInput,
  limit: number,
): Promise<void> {
  const placed = await projectInScope(db, acting, uuid);
  const point = input.point;
  const comment = reasonOf(input.comment);
  const errors: FieldErrors = {};
  if (typeof point !== 'number' || !Number.isFinite(point) || point === 0)
    errors.point = [ADJUSTMENT_INCOMPLETE];
  else if (Math.abs(point) > limit)
    errors.point = [text('projects.adjustmentOverLimit', { limit: pointsWords(limit) })];
  if (comment === '') errors.comment = [ADJUSTMENT_INCOMPLETE];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const points = point as number;
  const action = 'project.points.adjust';
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const project = await lockPlacedProject(tx, placed);
    const refusal = refusalOf(project, input.version);
    if (refusal) return refusal;
    const before = await approvedTotal(tx, project.id);
    const after = roundPoints(before + points);
    if (after < 0) {
      throw validationError({
        point: [text('projects.adjustmentBelowZero', { total: pointsWords(before) })],
      });
    }
    const [row] = await tx
      .insert(projectPoints)
      .values({
        projectId: project.id,
        clubId: project.clubId,
        points,
        comment,
        kind: 'adjustment',
        createdBy: actor.userId,
      })
      .returning();
    await bumpProject(tx, project.id);
    await recordAudit(tx, actor, {
      action,
      entity: 'project',
      entityId: project.uuid,
      before: { approvedTotal: before },
      after: { ...row, approvedTotal: after },
    });
    return null;
  });
  if (outcome) await answer(db, actor, outcome, { action, entityId: placed.uuid }, 'point');
}

/**
 * The evaluator reverses an adjustment of an APPROVED project by a counter-adjustment that names it
 * (`reverses_id`): minus its points (a `point` given must say so, 422), with a reason (422 'Please
 * enter all inputs'). Only an adjustment of this project that is not itself a reversal (422 on
 * reverses, as for the approval row and another project's row), once (409, also when two reversals
 * race past each other to the unique index project_points_reverses_uq), and never taking the approved
 * points below zero (422). 409 before approval and on a project changed since `version`. Not capped
 * by PROJECT_ADJUSTMENT_LIMIT: it takes back an adjustment that was within the limit.
 */
export async function reverseProjectAdjustment(
  db: Db,
  actor: Actor,
  acting: ProjectActing,
  uuid: string,
  input: ReversalInput,
): Promise<void> {
  const placed = await projectInScope(db, acting, uuid);
  const comment = reasonOf(input.comment);
  if (comment === '') throw validationError({ comment: [ADJUSTMENT_INCOMPLETE] });
  const action = 'project.points.reverse';
  const audit = { action, entityId: placed.uuid };
  const write = () =>
    db.transaction(async (tx): Promise<Outcome> => {
      const project = await lockPlacedProject(tx, placed);
      const refusal = refusalOf(project, input.version);
      if (refusal) return refusal;
      const [original] = await tx
        .select()
        .from(projectPoints)
        .where(and(eq(projectPoints.id, input.reverses), eq(projectPoints.projectId, project.id)));
      if (!original) throw validationError({ reverses: [text('projects.adjustmentNotFound')] });
      if (original.kind !== 'adjustment')
        throw validationError({ reverses: [text('projects.approvalNotReversible')] });
      if (original.reversesId !== null)
        throw validationError({ reverses: [text('projects.reversalNotReversible')] });
      const [reversal] = await tx
        .select({ id: projectPoints.id })
        .from(projectPoints)
        .where(eq(projectPoints.reversesId, original.id));
      if (reversal) return { conflict: text('projects.adjustmentAlreadyReversed') };
      const points = -original.points;
      if (input.point !== undefined && input.point !== null && input.point !== points) {
        throw validationError({
          point: [text('projects.reversalPointMismatch', { points: pointsWords(points) })],
        });
      }
      const before = await approvedTotal(tx, project.id);
      const after = roundPoints(before + points);
      if (after < 0) {
        throw validationError({
          reverses: [text('projects.reversalBelowZero', { total: pointsWords(before) })],
        });
      }
      const [row] = await tx
        .insert(projectPoints)
        .values({
          projectId: project.id,
          clubId: project.clubId,
          points,
          comment,
          kind: 'adjustment',
          reversesId: original.id,
          createdBy: actor.userId,
        })
        .returning();
      await bumpProject(tx, project.id);
      await recordAudit(tx, actor, {
        action,
        entity: 'project',
        entityId: project.uuid,
        before: { reversed: original, approvedTotal: before },
        after: { ...row, approvedTotal: after },
      });
      return null;
    });
  let outcome: Outcome;
  try {
    outcome = await write();
  } catch (err) {
    // Two reversals of one adjustment that both passed the check: the index lets one in.
    if (!isUniqueViolation(err)) throw err;
    outcome = { conflict: text('projects.adjustmentAlreadyReversed') };
  }
  if (outcome) await answer(db, actor, outcome, audit, 'reverses');
}
