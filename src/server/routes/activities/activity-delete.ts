import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../shared/policy';
import { activities, activityPoints } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { actorOf, requireAuth } from '../../http/request-context';
import { recordAudit } from '../../services/audit/audit-log';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { reportDetail } from '../../services/activities/report-detail';
import { fileRules } from '../../services/activities/submit-report';
import { inScope } from '../../services/clubs/club-scope';
import type { OperationHandler } from '../types';

/** A report of a type, reachable by the request's role and club; otherwise not found. */
async function findReport(request: FastifyRequest, type: LoadedActivityType | undefined, id: string) {
  const auth = requireAuth(request);
  if (!type) throw notFound('Unknown activity type.');
  const [report] = await request.server.db
    .select()
    .from(activities)
    .where(and(eq(activities.uuid, id), eq(activities.key, type.key)));
  if (!report || !inScope(auth, report.clubId)) throw notFound('Activity not found.');
  return report;
}

/**
 * Deletes a report with its point lines and files: the evaluator any report, the other roles that
 * file reports only a REJECTED one (spec 2 sections 2 and 6).
 */
async function deleteReport(request: FastifyRequest, type: LoadedActivityType | undefined, id: string) {
  const report = await findReport(request, type, id);
  const role = requireAuth(request).role!.name;
  if (!can(role, 'activity.deleteAny') && report.status !== 'REJECTED') {
    throw forbidden('Only a rejected activity can be deleted.');
  }
  const { db, files } = request.server;
  await db.transaction(async (tx) => {
    await tx.delete(activityPoints).where(eq(activityPoints.activityId, report.id));
    await tx.delete(activities).where(eq(activities.id, report.id));
    await recordAudit(tx, actorOf(request), {
      action: 'activity.delete',
      entity: 'activity',
      entityId: report.uuid,
      before: report,
    });
  });
  // Files go once the report is gone for good; a failed removal leaves an orphan, never a broken report.
  const data = report.data as Record<string, unknown>;
  for (const field of fileRules(type!).keys()) {
    if (typeof data[field] === 'string') await files.remove(data[field] as string).catch(() => undefined);
  }
  return { status_code: 200, message: 'Activity has been deleted successfully' };
}

/** DELETE /api/{type}/{id}. */
export const activityDelete: OperationHandler<{ Params: { type: string; id: string } }> = async (request) =>
  deleteReport(request, request.server.activityCatalogue.bySlug(request.params.type), request.params.id);

/** DELETE /api/activity/{id}/delete/{key}. */
export const activityDeleteByKey: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => deleteReport(request, request.server.activityCatalogue.byKey(request.params.key), request.params.id);

/** GET /api/activity/{id}/show?key=: a report of any type by its key (the common detail, data.data). */
export const activityCommonShow: OperationHandler<{
  Params: { id: string };
  Querystring: { key: string };
}> = async (request) => {
  const type = request.server.activityCatalogue.byKey(request.query.key);
  const report = await findReport(request, type, request.params.id);
  return { status_code: 200, data: reportDetail(report, type!, request.server.fileLinks) };
};
