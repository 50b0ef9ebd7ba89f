import { and, eq } from 'drizzle-orm';
import { activities } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { readMultipartParts } from '../../http/multipart-body';
import { actorOf, requireAuth } from '../../http/request-context';
import { inScope } from '../../services/clubs/club-scope';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { reportDetail } from '../../services/activities/report-detail';
import { fileRules, submitReport } from '../../services/activities/submit-report';
import type { FastifyRequest } from 'fastify';
import type { OperationHandler } from '../types';

/** The fields and files of a report, from a JSON or a multipart body; files only in `fileFields`. */
async function readReport(request: FastifyRequest, fileFields: ReadonlySet<string>) {
  if (request.isMultipart()) {
    const { body, files } = await readMultipartParts(request, fileFields);
    return { body, uploads: files, transport: 'multipart' as const };
  }
  return {
    body: { ...((request.body ?? {}) as Record<string, unknown>) },
    uploads: [],
    transport: 'json' as const,
  };
}

/** Files the report of the club acted for and answers it as the detail views read it. */
async function file(
  request: FastifyRequest,
  type: LoadedActivityType,
  report: Awaited<ReturnType<typeof readReport>>,
) {
  const auth = requireAuth(request);
  const { db, files, activityCatalogue, fileLinks } = request.server;
  if (!auth.club) throw validationError({ club: ['Choose the club the report is for.'] });
  const saved = await submitReport(db, files, activityCatalogue, actorOf(request), {
    type,
    clubId: auth.club.id,
    ...report,
  });
  return {
    status_code: 200,
    message: 'Successfully! your submission has been sent',
    data: reportDetail(saved, type, fileLinks),
  };
}

/** POST /api/{type}: files a report of the activity type with that slug (JSON or multipart). */
export const activitySubmit: OperationHandler<{ Params: { type: string } }> = async (request) => {
  const type = request.server.activityCatalogue.bySlug(request.params.type);
  if (!type) throw notFound('Unknown activity type.');
  return file(request, type, await readReport(request, new Set(fileRules(type).keys())));
};

/** POST /api/activity/common/create: files a report of the activity type named by `key`. */
export const activityCommonCreate: OperationHandler = async (request) => {
  const catalogue = request.server.activityCatalogue;
  // The key travels in the body, so files are read for any slot and then held to the key's own.
  const anySlot = new Set(catalogue.types.flatMap((t) => [...fileRules(t).keys()]));
  const report = await readReport(request, anySlot);
  const type = typeof report.body.key === 'string' ? catalogue.byKey(report.body.key) : undefined;
  if (!type) throw validationError({ key: ['The selected key is invalid.'] });
  const own = fileRules(type);
  const stray = report.uploads.find((f) => !own.has(f.field));
  if (stray) throw validationError({ [stray.field]: [`The ${stray.field} field is not allowed.`] });
  return file(request, type, report);
};

/** GET /api/{type}/{id}: a filed report, as the detail views read it (data.data). */
export const activityShow: OperationHandler<{ Params: { type: string; id: string } }> = async (request) => {
  const auth = requireAuth(request);
  const { db, activityCatalogue, fileLinks } = request.server;
  const type = activityCatalogue.bySlug(request.params.type);
  if (!type) throw notFound('Unknown activity type.');
  const [report] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.uuid, request.params.id), eq(activities.key, type.key)));
  if (!report || !inScope(auth, report.clubId)) throw notFound('Activity not found.');
  return { status_code: 200, data: reportDetail(report, type, fileLinks) };
};
