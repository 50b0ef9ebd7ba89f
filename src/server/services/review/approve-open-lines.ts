import { and, asc, eq, inArray } from 'drizzle-orm';
import { activityTransition, lineTransition, type ActivityEvent } from '../../../shared/machines';
import type { Db } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { notFound } from '../errors';
import { recordAudit, type Actor } from '../audit/audit-log';
import { text } from '../../i18n/text';
import { SERVER_TEXTS } from '../../i18n/server-texts';
import { writeDecision } from './decisions';
import { refuse, staleOr, type Refusal } from './review-refusals';

/** What the evaluator asked of one bulk approval. */
export interface ApproveOpenRequest {
  /** Also approve the whole report once its open lines are approved. */
  decide: boolean;
  /** The report version the evaluator saw; a report changed since is refused (409). */
  seenVersion?: number;
  /**
   * True when rules flagged the report (a duplicate claim): refused (409), its lines are for the
   * evaluator to decide one by one.
   */
  flagged: boolean;
}

/** What one bulk approval did: how many lines it approved and the report's status after it. */
export interface ApproveOpenResult {
  approved: number;
  status: string;
  /** The notifications it wrote (the report's approval tells its club). */
  notified: number[];
}

const APPROVE_LINE = { type: 'line.approve' } as const;
const APPROVE_REPORT: ActivityEvent = { type: 'activity.approve', confirmed: true };
const ACTION = 'activity.lines.approveOpen';
const FLAGGED: Refusal = { ok: false, kind: 'conflict', reason: SERVER_TEXTS['review.flaggedNoBulk'] };

/**
 * Approves every open (PENDING) point line of a report and, when asked, the report itself, in one
 * transaction on the report's locked row: each line through the point-line machine, the report
 * through the review machine, so nothing is approved that a click per line would not approve. A
 * line already decided (APPROVED or REJECTED) stays as it is, and a report rules flagged is never
 * approved in bulk. Any refusal (a decided report, a
 * version the report has left) refuses the whole request and changes nothing.
 */
export async function approveOpenLines(
  db: Db,
  actor: Actor,
  reportId: number,
  request: ApproveOpenRequest,
): Promise<ApproveOpenResult> {
  const outcome = await db.transaction(async (tx) => {
    const [report] = await tx.select().from(activities).where(eq(activities.id, reportId)).for('update');
    if (!report) throw notFound(text('activities.notFound'));
    const refused = (refusal: Refusal) => ({ refusal, uuid: report.uuid });
    // Deciding lines at all is the review machine's first word: a decided report is refused here.
    const review = staleOr(report, request.seenVersion, () =>
      activityTransition(report.status, { type: 'activity.reviewLine' }),
    );
    if (!review.ok) return refused(review);
    if (request.flagged) return refused(FLAGGED);
    const open = await tx
      .select()
      .from(activityPoints)
      .where(and(eq(activityPoints.activityId, report.id), eq(activityPoints.status, 'PENDING')))
      .orderBy(asc(activityPoints.id));
    for (const line of open) {
      const result = lineTransition(line.status, report.status, APPROVE_LINE);
      if (!result.ok) return refused(result);
    }
    const statusAfterLines = open.length > 0 ? review.next : report.status;
    const decision = request.decide ? activityTransition(statusAfterLines, APPROVE_REPORT) : null;
    if (decision && !decision.ok) return refused(decision);

    let current = report;
    if (open.length > 0) {
      const after = await tx
        .update(activityPoints)
        .set({ status: 'APPROVED', rejectComment: null, updatedAt: new Date() })
        .where(
          and(
            inArray(
              activityPoints.id,
              open.map((l) => l.id),
            ),
            eq(activityPoints.status, 'PENDING'),
          ),
        )
        .returning();
      if (statusAfterLines !== report.status) {
        const [moved] = await tx
          .update(activities)
          .set({ status: statusAfterLines, updatedAt: new Date() })
          .where(eq(activities.id, report.id))
          .returning();
        current = moved ?? current;
      }
      await recordAudit(tx, actor, {
        action: ACTION,
        entity: 'activity',
        entityId: report.uuid,
        before: open,
        after,
      });
    }
    const notified = decision ? [await writeDecision(tx, actor, current, APPROVE_REPORT, decision)] : [];
    return {
      result: { approved: open.length, status: decision ? decision.next : statusAfterLines, notified },
    };
  });
  if ('refusal' in outcome)
    return refuse(db, actor, outcome.refusal, { action: ACTION, entityId: outcome.uuid }, 'version');
  return outcome.result;
}
