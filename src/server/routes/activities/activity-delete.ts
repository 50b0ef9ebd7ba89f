import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../shared/policy';
import { activities, activityPoints } from '../../db/schema';
import { forbidden, notFound, validationError } from '../../services/errors';
import { actorOf, requireAuth } from '../../http/request-context';
import { recordAudit } from '../../services/audit/audit-log';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { removeFiles, reportFileNames } from '../../services/activities/report-files';
import { reportChangeErrors } from '../../services/activities/update-report';
import { inScope } from '../../services/clubs/club-scope';
import type { OperationHandler } from '../types';
import { findReport } from './report-access';

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
  // Files go once the report is gone for good.
  await removeFiles(files, reportFileNames(type!, report.data as Record<string, unknown>));
  return { status_code: 200, message: 'Activity has been deleted successfully' };
}

/** DELETE /api/{type}/{id}. */
export const activityDelete: OperationHandler<{ Params: { type: string; id: string } }> = async (request) =>
  deleteReport(request, request.server.activityCatalogue.bySlug(request.params.type), request.params.id);

/** DELETE /api/activity/{id}/delete/{key}. */
export const activityDeleteByKey: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => deleteReport(request, request.server.activityCatalogue.byKey(request.params.key), request.params.id);

/**
 * DELETE /api/{type}/detail/{entryId}: deletes one entry of an entry-by-entry report (a MAF or MJF
 * contribution) while the report waits for review; with its last entry the report goes too.
 */
export const activityEntryDelete: OperationHandler<{ Params: { type: string; entryId: string } }> = async (
  request,
) => {
  const auth = requireAuth(request);
  const { db, files, activityCatalogue } = request.server;
  const type = activityCatalogue.bySlug(request.params.type);
  if (!type?.entries) throw notFound('Unknown activity type.');
  const field = type.entries;
  const entryId = request.params.entryId;
  const [report] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.key, type.key),
        sql`${activities.data} -> ${field} @> ${JSON.stringify([{ uuid: entryId }])}::jsonb`,
      ),
    );
  if (!report || !inScope(auth, report.clubId)) throw notFound('Entry not found.');
  const errors = reportChangeErrors(report, type);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const entry = await db.transaction(async (tx) => {
    // Locked: an entry added or a decision taken meanwhile is seen, never overwritten.
    const [current] = await tx.select().from(activities).where(eq(activities.id, report.id)).for('update');
    const late = current ? reportChangeErrors(current, type) : { entry: ['Entry not found.'] };
    if (Object.keys(late).length > 0) throw validationError(late);
    const data = current!.data as Record<string, unknown>;
    const entries = (data[field] as { uuid: string }[] | undefined) ?? [];
    const found = entries.find((e) => e.uuid === entryId);
    if (!found) throw notFound('Entry not found.');
    const rest = entries.filter((e) => e.uuid !== entryId);
    if (rest.length === 0) {
      await tx.delete(activityPoints).where(eq(activityPoints.activityId, report.id));
      await tx.delete(activities).where(eq(activities.id, report.id));
    } else {
      await tx
        .update(activities)
        .set({ data: { ...data, [field]: rest }, version: current!.version + 1, updatedAt: new Date() })
        .where(eq(activities.id, report.id));
    }
    await recordAudit(tx, actorOf(request), {
      action: 'activity.entry.delete',
      entity: 'activity',
      entityId: report.uuid,
      before: found,
    });
    return found;
  });
  await removeFiles(files, reportFileNames(type, { [field]: [entry] }));
  return { status_code: 200, message: 'Entry has been deleted successfully' };
};
