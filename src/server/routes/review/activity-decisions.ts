import { actorOf } from '../../http/request-context';
import { approveOpenLines } from '../../services/review/approve-open-lines';
import { decideActivity, decideLine } from '../../services/review/decisions';
import { activityDuplicateClaims } from '../../services/duplicates/duplicate-claims';
import { findReport } from '../activities/report-access';
import type { OperationHandler } from '../types';
import { reportOf } from './activity-points';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';
import { textDecisionsLater } from '../notifications/decision-sms';

/** POST /api/activity/{id}/approve/{key}: approves the whole report. */
export const activityApprove: OperationHandler<{
  Params: { id: string; key: string };
  Querystring: { version?: number };
}> = async (request) => {
  const { report } = await reportOf(request);
  // The tick 'I confirmed and approve this activity' is the panel's; calling approve is confirming.
  await decideActivity(
    request.server.db,
    actorOf(request),
    report.id,
    { type: 'activity.approve', confirmed: true },
    request.query.version,
  );
  return { status_code: 200, message: say(request, text('review.activityApproved')) };
};

/** POST /api/activity/{id}/reject/{key}: rejects the whole report with a comment (pending_comment). */
export const activityReject: OperationHandler<{
  Params: { id: string; key: string };
  Querystring: { version?: number };
  Body: { pending_comment: string };
}> = async (request) => {
  const { report } = await reportOf(request);
  const notified = await decideActivity(
    request.server.db,
    actorOf(request),
    report.id,
    { type: 'activity.reject', comment: request.body.pending_comment, confirmed: false },
    request.query.version,
  );
  textDecisionsLater(request, notified);
  return { status_code: 200, message: say(request, text('review.activityRejected')) };
};

/** POST /api/activity/update-points: approves a point line, or rejects it with a comment. */
export const activityUpdatePoints: OperationHandler<{
  Body: {
    id: number;
    status: 'APPROVED' | 'REJECTED';
    reject_comments?: string | null;
    uuid: string;
    key: string;
    version?: number;
  };
}> = async (request) => {
  const { id, status, reject_comments: comment, uuid, key, version } = request.body;
  const report = await findReport(request, request.server.activityCatalogue.byKey(key), uuid);
  const notified = await decideLine(
    request.server.db,
    actorOf(request),
    report,
    id,
    status === 'APPROVED' ? { type: 'line.approve' } : { type: 'line.reject', comment: comment ?? '' },
    version,
  );
  textDecisionsLater(request, notified);
  return {
    status_code: 200,
    message: say(request, text(status === 'APPROVED' ? 'review.pointsApproved' : 'review.pointsRejected')),
  };
};

/**
 * POST /api/activity/{id}/approve-open/{key}: approves every open point line of the report and, with
 * approve_report, the report, in one transaction (the evaluator's 'approve all open lines'); refused
 * while the report has duplicate claims.
 */
export const activityApproveOpen: OperationHandler<{
  Params: { id: string; key: string };
  Querystring: { version?: number };
  Body: { approve_report: boolean };
}> = async (request) => {
  const { type, report } = await reportOf(request);
  // Read before the transaction: a file filed since changes the report's version, which it checks.
  const flags = await activityDuplicateClaims(request.server.db, request.server.files, type, report);
  const result = await approveOpenLines(request.server.db, actorOf(request), report.id, {
    decide: request.body.approve_report,
    seenVersion: request.query.version,
    flagged: flags.length > 0,
  });
  const message = result.status === 'APPROVED' ? 'review.activityApproved' : 'review.openLinesApproved';
  const { notified: _notified, ...data } = result;
  return { status_code: 200, message: say(request, text(message)), data };
};
