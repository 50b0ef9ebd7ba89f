import { and, eq } from 'drizzle-orm';
import {
  activityTransition,
  lineTransition,
  type ActivityEvent,
  type LineEvent,
} from '../../../shared/machines';
import type { Db } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { conflict, notFound, validationError } from '../../http/errors';
import { recordAudit, type Actor } from '../audit/audit-log';

type Report = typeof activities.$inferSelect;

/** A refused transition: a missing comment is the caller's to fix (422), anything else a conflict (409). */
function refuse(result: { kind: 'invalid' | 'conflict'; reason: string }, field: string): never {
  if (result.kind === 'invalid') throw validationError({ [field]: [result.reason] });
  throw conflict(result.reason);
}

/**
 * Records an attempt the state refused, outside the refused transaction: when two evaluators decide
 * at once, the audit log shows both.
 */
async function auditRefusal(db: Db, actor: Actor, action: string, entityId: string, reason: string) {
  await recordAudit(db, actor, {
    action: `${action}.refused`,
    entity: 'activity',
    entityId,
    after: { reason },
  });
}

/**
 * Approves or rejects a whole report (spec 2 decision panel), as the review machine allows: only
 * while it is neither APPROVED nor REJECTED. The report's row is locked, so of two evaluators deciding
 * at once exactly one decision lands; the other is refused with 409 and audited.
 */
export async function decideActivity(db: Db, actor: Actor, reportId: number, event: ActivityEvent) {
  const action = event.type === 'activity.approve' ? 'activity.approve' : 'activity.reject';
  let refusal: { kind: 'invalid' | 'conflict'; reason: string } | null = null;
  let uuid = '';
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(activities).where(eq(activities.id, reportId)).for('update');
    if (!report) throw notFound('Activity not found.');
    uuid = report.uuid;
    const result = activityTransition(report.status, event);
    if (!result.ok) {
      refusal = result;
      return;
    }
    const [after] = await tx
      .update(activities)
      .set({
        status: result.next,
        reviewComment: event.type === 'activity.reject' ? event.comment.trim() : null,
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
  });
  if (refusal) {
    const { reason } = refusal as { reason: string };
    if ((refusal as { kind: string }).kind === 'conflict')
      await auditRefusal(db, actor, action, uuid, reason);
    refuse(refusal, 'pending_comment');
  }
}

/**
 * Approves a point line, or rejects it with a comment, as the line machine allows (not twice the
 * same, not once the report is decided). A line decision on a SUBMITTED report puts it under review
 * (PENDING). Serialised on the report's row like the report's own decision.
 */
export async function decideLine(db: Db, actor: Actor, report: Report, lineId: number, event: LineEvent) {
  const action = event.type === 'line.approve' ? 'activity.line.approve' : 'activity.line.reject';
  let refusal: { kind: 'invalid' | 'conflict'; reason: string } | null = null;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(activities).where(eq(activities.id, report.id)).for('update');
    const [line] = await tx
      .select()
      .from(activityPoints)
      .where(and(eq(activityPoints.id, lineId), eq(activityPoints.activityId, report.id)));
    if (!current || !line) throw notFound('Point line not found.');
    const result = lineTransition(line.status, current.status, event);
    if (!result.ok) {
      refusal = result;
      return;
    }
    const [after] = await tx
      .update(activityPoints)
      .set({
        status: result.next,
        rejectComment: event.type === 'line.reject' ? event.comment.trim() : null,
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
    await recordAudit(tx, actor, {
      action,
      entity: 'activity',
      entityId: current.uuid,
      before: line,
      after,
    });
  });
  if (refusal) {
    const { reason, kind } = refusal as { reason: string; kind: string };
    if (kind === 'conflict') await auditRefusal(db, actor, action, report.uuid, reason);
    refuse(refusal, 'reject_comments');
  }
}
