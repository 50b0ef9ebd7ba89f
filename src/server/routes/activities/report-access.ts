import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activities } from '../../db/schema';
import { notFound, validationError } from '../../services/errors';
import { readMultipartParts } from '../../http/multipart-body';
import { requireAuth } from '../../http/request-context';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { reportDetail } from '../../services/activities/report-detail';
import { fileRules } from '../../services/activities/report-files';
import { inScope } from '../../services/clubs/club-scope';

/** A report of a type, reachable by the request's role and club; otherwise not found. */
export async function findReport(request: FastifyRequest, type: LoadedActivityType | undefined, id: string) {
  const auth = requireAuth(request);
  if (!type) throw notFound('Unknown activity type.');
  const [report] = await request.server.db
    .select()
    .from(activities)
    .where(and(eq(activities.uuid, id), eq(activities.key, type.key)));
  if (!report || !inScope(auth, report.clubId)) throw notFound('Activity not found.');
  return report;
}

/** The fields and files of a report, from a JSON or a multipart body; files only in `fileFields`. */
export async function readReportBody(request: FastifyRequest, fileFields: ReadonlySet<string>) {
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

/**
 * The body of a report whose type is named by its `key` field (the common endpoints): files are read
 * for any slot of the catalogue, then held to the key's own.
 */
export async function readKeyedReportBody(request: FastifyRequest) {
  const catalogue = request.server.activityCatalogue;
  const anySlot = new Set(catalogue.types.flatMap((t) => [...fileRules(t).keys()]));
  const report = await readReportBody(request, anySlot);
  const type = typeof report.body.key === 'string' ? catalogue.byKey(report.body.key) : undefined;
  if (!type) throw validationError({ key: ['The selected key is invalid.'] });
  const own = fileRules(type);
  const stray = report.uploads.find((f) => !own.has(f.field));
  if (stray) throw validationError({ [stray.field]: [`The ${stray.field} field is not allowed.`] });
  return { type, report };
}

/** A report answered as the detail views read it. */
export function detailOf(
  request: FastifyRequest,
  report: Parameters<typeof reportDetail>[2],
  type: LoadedActivityType,
) {
  return reportDetail(request.server.db, request.server.fileLinks, report, type);
}
