import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activityPoints } from '../../db/schema';
import { actorOf } from '../../http/request-context';
import { calculatePoints } from '../../services/review/point-calculation';
import type { OperationHandler } from '../types';
import { findReport } from '../activities/report-access';

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
  return { status_code: 200, message: 'success' };
};

/** GET /api/activity/{id}/points/{key}: the report's lines, status and the evaluator's comment. */
export const activityPointLines: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => {
  const { report } = await reportOf(request);
  const lines = await request.server.db
    .select()
    .from(activityPoints)
    .where(eq(activityPoints.activityId, report.id))
    .orderBy(asc(activityPoints.id));
  const points = lines.map((l) => ({
    id: l.id,
    key: l.itemKey,
    items: { title: l.title },
    comment: l.comment ?? '',
    cr_points: Number(l.crPoints),
    dr_points: Number(l.drPoints),
    total_points: Number(l.totalPoints),
    status: l.status as 'PENDING' | 'APPROVED' | 'REJECTED',
    reject_comments: l.rejectComment,
  }));
  return {
    status_code: 200,
    data: {
      points,
      status: report.status,
      comments: report.reviewComment,
      total: Math.round(points.reduce((sum, p) => sum + p.total_points, 0) * 100) / 100,
      version: report.version,
    },
  };
};
