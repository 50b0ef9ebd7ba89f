import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/request-context';
import { calculatePoints } from '../../services/review/point-calculation';
import { pointsOf } from '../../services/review/point-lines';
import type { OperationHandler } from '../types';
import { findReport } from '../activities/report-access';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** The report named by `{id}` and `{key}`, within the request's scope. */
export function reportOf(request: FastifyRequest<{ Params: { id: string; key: string } }>) {
  const type = request.server.activityCatalogue.byKey(request.params.key);
  return findReport(request, type, request.params.id).then((report) => ({ type: type!, report }));
}

/** POST /api/activity/{id}/point-calculation/{key}: (re)calculates the report's point lines. */
export const activityPointCalculation: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => {
  const { type, report } = await reportOf(request);
  await calculatePoints(request.server.db, actorOf(request), type, report.id);
  return { status_code: 200, message: say(request, text('review.success')) };
};

/** GET /api/activity/{id}/points/{key}: the report's lines, status and the evaluator's comment. */
export const activityPointLines: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => {
  const { report } = await reportOf(request);
  return { status_code: 200, data: await pointsOf(request.server.db, report) };
};
