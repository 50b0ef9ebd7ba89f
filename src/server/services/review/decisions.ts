import { and, eq } from 'drizzle-orm';
import {
  activityTransition,
  lineTransition,
  type ActivityEvent,
  type LineEvent,
  type TransitionResult,
} from '../../../shared/machines';
import type { Db } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { conflict, notFound, validationError } from '../errors';
import { recordAudit, type Actor } from '../audit/audit-log';
import { text } from '../../i18n/text';
import { reasonText } from '../../i18n/reason-text';
import { SERVER_TEXTS } from '../../i18n/server-texts';

type Report = typeof activities.$inferSelect;
type Refusal = Extract<TransitionResult<string>, { ok: false }>;

/**
 * Answers a refused transition: a missing comment or tick is the caller's to fix (422 on `field`),
 * anything else a conflict with the state (409), which is audited too, outside the refused
 * transaction: when two evaluators decide at once, the log shows both attempts.
 */
async function refuse(
  db: Db,
  actor: Actor,
  refusal: Refusal,
  audit: { action: string; entityId: string },
  field: string,
): Promise<never> {
  if (refusal.kind === 'invalid') throw validationError({ [field]: [reasonText(refusal.reason)] });
  await recordAudit(db, actor, {
    action: `${audit.action}.refused`,
    entity: 'activity',
    entityId: audit.entityId,
    after: { reason: refusal.reason },
  });
  throw conflict(reasonText(refusal.reason));
}

/** The refusal of a decision taken on a report whose content changed after the evaluator saw it. */
const STALE: Refusal = {
  ok: false,
  kind: 'conflict',
  reason: SERVER_TEXTS['review.activityChanged'],
};

/**
 * A report's transition, refused as stale when the caller names a version the report has left
 * (an edit or an entry landed after the evaluator's panel loaded).
 */
function staleOr<T>(report: Report, seen: number | undefined, decide: () => T): T | Refusal {
  return seen !== undefined && seen !== report.version ? STALE : decide();
}

/**
 * Approves or rejects a whole report (spec 2 decision panel), as the review machine allows: only
 * while it is neither APPROVED nor REJECTED, and (when the caller says which version it saw) only if
 * the report did not change since. The report's row is locked, so of two evaluators deciding at once
 * exactly one decision lands; the other is refused with 409.
 */
export async function decideActivity(
  db: Db,
  actor: Actor,
  reportId: number,
  event: ActivityEvent,
  seenVersion?: number,
) {
  const action = event.type === 'activity.approve' ? 'activity.approve' : 'activity.reject';
  const outcome = await db.transaction(async (tx) => {
    const [report] = await tx.select().from(activities).where(eq(activities.id, reportId)).for('update');
    if (!report) throw notFound(text('activities.notFound'));
    const result = staleOr(report, seenVersion, () => activityTransition(report.status, event));
    if (!result.ok) return { refusal: result, uuid: report.uuid };
    const [after] = await tx
      .update(activities)
      .set({
        status: result.next,
        reviewComment: event.type === 'activity.reject' ? result.comment : null,
        decidedBy: actor.userId,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(activities.id, report.id), eq(activities.status, report.status)))
      .returning();
    await recordAudit(tx, actor, {
      action,
      entity: 'activity',
      entityId: report.uuid,
      before: report,
      after,
    });
    return null;
  });
  if (outcome)
    await refuse(db, actor, outcome.refusal, { action, entityId: outcome.uuid }, 'pending_comment');
}

/**
 * Approves a point line, or rejects it with a comment, as the line machine allows (not twice the
 * same, not once the report is decided, not on a report changed since the version seen). A line decision on a SUBMITTED report puts it under review
 * (PENDING). Serialised on the report's row like the report's own decision.
 */
export async function decideLine(
  db: Db,
  actor: Actor,
  report: Report,
  lineId: number,
  event: LineEvent,
  seenVersion?: number,
) {
  const action = event.type === 'line.approve' ? 'activity.line.approve' : 'activity.line.reject';
  const refusal = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(activities).where(eq(activities.id, report.id)).for('update');
    const [line] = await tx
      .select()
      .from(activityPoints)
      .where(and(eq(activityPoints.id, lineId), eq(activityPoints.activityId, report.id)));
    if (!current || !line) throw notFound(text('review.pointLineNotFound'));
    const result = staleOr(current, seenVersion, () => lineTransition(line.status, current.status, event));
    if (!result.ok) return result;
    const [after] = await tx
      .update(activityPoints)
      .set({
        status: result.next,
        rejectComment: event.type === 'line.reject' ? result.comment : null,
        updatedAt: new Date(),
      })
      .where(eq(activityPoints.id, line.id))
      .returning();
    const review = activityTransition(current.status, { type: 'activity.reviewLine' });
    if (review.ok && review.next !== current.status) {
      await tx
        .update(activities)
        .set({ status: review.next, updatedAt: new Date() })
        .where(eq(activities.id, current.id));
    }
    await recordAudit(tx, actor, { action, entity: 'activity', entityId: current.uuid, before: line, after });
    return null;
  });
  if (refusal) await refuse(db, actor, refusal, { action, entityId: report.uuid }, 'reject_comments');
}
