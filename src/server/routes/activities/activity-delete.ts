import { actorOf, requireAuth } from '../../http/request-context';
import { deleteEntry, deleteReport } from '../../services/activities/report-deletes';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** DELETE /api/{type}/{id}: the evaluator any report, the filing roles only a REJECTED one. */
export const activityDelete: OperationHandler<{ Params: { type: string; id: string } }> = async (request) => {
  const { db, files, activityCatalogue } = request.server;
  const type = activityCatalogue.bySlug(request.params.type);
  await deleteReport({ db, files }, actorOf(request), requireAuth(request), type, request.params.id);
  return { status_code: 200, message: say(request, text('activities.deleted')) };
};

/** DELETE /api/activity/{id}/delete/{key}: the same, the type named by its key. */
export const activityDeleteByKey: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => {
  const { db, files, activityCatalogue } = request.server;
  const type = activityCatalogue.byKey(request.params.key);
  await deleteReport({ db, files }, actorOf(request), requireAuth(request), type, request.params.id);
  return { status_code: 200, message: say(request, text('activities.deleted')) };
};

/**
 * DELETE /api/{type}/detail/{entryId}: deletes one entry of an entry-by-entry report (a MAF or MJF
 * contribution) while the report waits for review; with its last entry the report goes too.
 */
export const activityEntryDelete: OperationHandler<{ Params: { type: string; entryId: string } }> = async (
  request,
) => {
  const { db, files, activityCatalogue } = request.server;
  const type = activityCatalogue.bySlug(request.params.type);
  await deleteEntry({ db, files }, actorOf(request), requireAuth(request), type, request.params.entryId);
  return { status_code: 200, message: say(request, text('activities.entryDeleted')) };
};
