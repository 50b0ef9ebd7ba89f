import { actorOf, requireAuth } from '../../http/request-context';
import { decideProjectLine, recalculateProjectPoints } from '../../services/project-review/point-decisions';
import {
  adjustProjectPoints,
  reverseProjectAdjustment,
} from '../../services/project-review/point-adjustments';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';
import { textDecisionsLater } from '../notifications/decision-sms';

/** POST /api/project-points/update-status: the evaluator approves a point line, or rejects it with a comment. */
export const projectPointStatus: OperationHandler<{
  Body: { id: number; status: 'APPROVED' | 'REJECTED'; reject_comments?: string | null; version?: number };
}> = async (request) => {
  const { id, status, reject_comments: comment, version } = request.body;
  const notified = await decideProjectLine(
    request.server.db,
    actorOf(request),
    requireAuth(request),
    id,
    status === 'APPROVED' ? { type: 'line.approve' } : { type: 'line.reject', comment: comment ?? '' },
    version,
  );
  textDecisionsLater(request, notified);
  return {
    status_code: 200,
    message: say(
      request,
      text(status === 'APPROVED' ? 'projects.pointsApproved' : 'projects.pointsRejected'),
    ),
  };
};

/** POST /api/service-project/{id}/point-calculate: the evaluator's Refresh of the estimate. */
export const projectPointCalculate: OperationHandler<{ Params: { id: string } }> = async (request) => {
  await recalculateProjectPoints(
    request.server.db,
    actorOf(request),
    requireAuth(request),
    request.params.id,
  );
  return { status_code: 200, message: say(request, text('projects.success')) };
};

/**
 * POST /api/service-project/{id}/point-update: the evaluator adjusts an approved project's points, or
 * with `reverses` reverses an earlier adjustment; either names the project version it saw.
 */
export const projectPointAdjust: OperationHandler<{
  Params: { id: string };
  Body: { point?: number; comment?: string; reverses?: number; version: number };
}> = async (request) => {
  const { reverses, version, ...rest } = request.body;
  const db = request.server.db;
  if (reverses !== undefined) {
    await reverseProjectAdjustment(db, actorOf(request), requireAuth(request), request.params.id, {
      ...rest,
      reverses,
      version,
    });
    return { status_code: 200, message: say(request, text('projects.adjustmentReversed')) };
  }
  await adjustProjectPoints(
    db,
    actorOf(request),
    requireAuth(request),
    request.params.id,
    { ...rest, version },
    request.server.config.projectAdjustmentLimit,
  );
  return { status_code: 200, message: say(request, text('projects.pointsAdjusted')) };
};
