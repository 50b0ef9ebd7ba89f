import { and, eq } from 'drizzle-orm';
import {
  activityTransition,
  lineTransition,
  type ActivityEvent,
  type LineEvent,
  type TransitionResult,
} from '../../../shared/machines';
import type { Db, Tx } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { notFound } from '../errors';
import { recordAudit, type Actor } from '../audit/audit-log';
import { text } from '../../i18n/text';
import { refuse, staleOr } from './review-refusals';
import { calendarYear, notifyClub } from '../notifications/notify';

type Report = typeof activities.$inferSelect;

/** What a notification about a report names: its club, activity type and month (for text and link). */
export function aboutReport(report: Report) {
  return {
    clubId: report.clubId,
    entity: 'activity' as const,
    entityUuid: report.uuid,
    activityKey: report.key,
    details: { month: report.month, year: calendarYear(report.month, report.lionsYear) },
  };
}

/**
 * Stores a report's decision the machine allowed (`result`), on the row as it was read under lock,
 * audits it with the row before and after, and tells the club (its notification's id answered).
 */
export async function writeDecision(
  tx: Tx,
  actor: Actor,
  report: Report,
  event: ActivityEvent,
  result: Extract<TransitionResult<string>, { ok: true }>,
) {
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
  const action = event.type === 'activity.approve' ? 'activity.approve' : 'activity.reject';
  await recordAudit(tx, actor, { action, entity: 'activity', entityId: report.uuid, before: report, after });
  return notifyClub(tx, actor, {
    ...aboutReport(report),
    kind: event.type === 'activity.approve' ? 'report.approved' : 'report.rejected',
    reason: event.type === 'activity.reject' ? result.comment : null,
  });
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
): Promise<number[]> {
  const action = event.type === 'activity.approve' ? 'activity.approve' : 'activity.reject';
  const outcome = await db.transaction(async (tx) => {
    const [report] = await tx.select().from(activities).where(eq(activities.id, reportId)).for('update');
    if (!report) throw notFound(text('activities.notFound'));
    const result = staleOr(report, seenVersion, () => activityTransition(report.status, event));
    if (!result.ok) return { refusal: result, uuid: report.uuid };
    return { notified: await writeDecision(tx, actor, report, event, result) };
  });
  if (outcome.refusal)
    return refuse(db, actor, outcome.refusal, { action, entityId: outcome.uuid }, 'pending_comment');
  return [outcome.notified];
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
): Promise<number[]> {
  const action = event.type === 'line.approve' ? 'activity.line.approve' : 'activity.line.reject';
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(activities).where(eq(activities.id, report.id)).for('update');
    const [line] = await tx
      .select()
      .from(activityPoints)
      .where(and(eq(activityPoints.id, lineId), eq(activityPoints.activityId, report.id)));
    if (!current || !line) throw notFound(text('review.pointLineNotFound'));
    const result = staleOr(current, seenVersion, () => lineTransition(line.status, current.status, event));
    if (!result.ok) return { refusal: result };
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
    if (event.type !== 'line.reject') return { notified: [] };
    const about = aboutReport(current);
    const notified = await notifyClub(tx, actor, {
      ...about,
      kind: 'report.lineRejected',
      details: { ...about.details, line: line.title },
      reason: result.comment,
    });
    return { notified: [notified] };
  });
  if (outcome.refusal)
    return refuse(db, actor, outcome.refusal, { action, entityId: report.uuid }, 'reject_comments');
  return outcome.notified;
}
