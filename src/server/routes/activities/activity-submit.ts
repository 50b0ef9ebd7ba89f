import type { FastifyRequest } from 'fastify';
import { notFound, validationError } from '../../services/errors';
import { actorOf, requireAuth } from '../../http/request-context';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { fileRules } from '../../services/activities/report-files';
import { submitReport } from '../../services/activities/submit-report';
import type { OperationHandler } from '../types';
import { detailOf, readKeyedReportBody, readReportBody } from './report-access';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** Files the report of the club acted for and answers it as the detail views read it. */
async function file(
  request: FastifyRequest,
  type: LoadedActivityType,
  report: Awaited<ReturnType<typeof readReportBody>>,
) {
  const auth = requireAuth(request);
  const { db, files, activityCatalogue } = request.server;
  if (!auth.club) throw validationError({ club: [text('activities.chooseClub')] });
  const saved = await submitReport(db, files, activityCatalogue, actorOf(request), {
    type,
    clubId: auth.club.id,
    ...report,
  });
  return {
    status_code: 200,
    message: say(request, text('activities.submitted')),
    data: await detailOf(request, saved, type),
  };
}

/** POST /api/{type}: files a report of the activity type with that slug (JSON or multipart). */
export const activitySubmit: OperationHandler<{ Params: { type: string } }> = async (request) => {
  const type = request.server.activityCatalogue.bySlug(request.params.type);
  if (!type) throw notFound(text('activities.unknownType'));
  return file(request, type, await readReportBody(request, new Set(fileRules(type).keys())));
};

/** POST /api/activity/common/create: files a report of the activity type named by `key`. */
export const activityCommonCreate: OperationHandler = async (request) => {
  const { type, report } = await readKeyedReportBody(request);
  return file(request, type, report);
};
