import type { FastifyRequest } from 'fastify';
import { notFound } from '../../services/errors';
import { actorOf } from '../../http/request-context';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { fileRules } from '../../services/activities/report-files';
import { updateReport } from '../../services/activities/update-report';
import type { OperationHandler } from '../types';
import { detailOf, findReport, readKeyedReportBody, readReportBody } from './report-access';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** Saves a changed report of the club's (the edit screen) and answers it as the views read it. */
async function change(
  request: FastifyRequest,
  type: LoadedActivityType,
  id: string,
  input: Awaited<ReturnType<typeof readReportBody>>,
) {
  const report = await findReport(request, type, id);
  const { db, files, activityCatalogue } = request.server;
  const saved = await updateReport(db, files, activityCatalogue, actorOf(request), {
    type,
    report,
    ...input,
  });
  return {
    status_code: 200,
    message: say(request, text('activities.updated')),
    data: await detailOf(request, saved, type),
  };
}

/** POST /api/{type}/{id}: saves a changed report of the type with that slug (JSON or multipart). */
export const activityUpdate: OperationHandler<{ Params: { type: string; id: string } }> = async (request) => {
  const type = request.server.activityCatalogue.bySlug(request.params.type);
  if (!type) throw notFound(text('activities.unknownType'));
  const input = await readReportBody(request, new Set(fileRules(type).keys()));
  return change(request, type, request.params.id, input);
};

/** POST /api/activity/{id}/update: saves a changed report of the type named by `key`. */
export const activityCommonUpdate: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const { type, report } = await readKeyedReportBody(request);
  return change(request, type, request.params.id, report);
};
