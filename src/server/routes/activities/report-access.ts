import type { FastifyRequest } from 'fastify';
import { validationError } from '../../services/errors';
import { readMultipartParts } from '../../http/multipart-body';
import { requireAuth } from '../../http/request-context';
import type { LoadedActivityType } from '../../services/activities/activity-catalogue';
import { reportDetail } from '../../services/activities/report-detail';
import { fileRules } from '../../services/activities/report-files';
import { reportInScope } from '../../services/activities/report-lookup';
import { text } from '../../i18n/text';

/** A report of a type, reachable by the request's role and club; otherwise not found. */
export function findReport(request: FastifyRequest, type: LoadedActivityType | undefined, id: string) {
  return reportInScope(request.server.db, requireAuth(request), type, id);
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
  if (!type) throw validationError({ key: [text('activities.keyInvalid')] });
  const own = fileRules(type);
  const stray = report.uploads.find((f) => !own.has(f.field));
  if (stray)
    throw validationError({ [stray.field]: [text('validation.notAllowed', { label: stray.field })] });
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
