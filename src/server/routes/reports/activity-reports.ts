import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema';
import { notFound } from '../../services/errors';
import { requireAuth } from '../../http/request-context';
import { inScope } from '../../services/clubs/club-scope';
import { activityReportFile } from '../../services/reports/activity-report';
import { clubActivityReport } from '../../services/reports/club-report';
import { sendCsv } from '../../http/csv-reply';
import { findReport } from '../activities/report-access';
import type { OperationHandler } from '../types';

/**
 * GET /api/activity/{clubId}/club-report: a club's activities of the current Lions year as a CSV
 * download (spec 1 section 2.10). A club officer reaches only their own club; any other is not found.
 */
export const activityClubReport: OperationHandler<{ Params: { clubId: string } }> = async (
  request,
  reply,
) => {
  const auth = requireAuth(request);
  const { db, activityCatalogue } = request.server;
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.uuid, request.params.clubId));
  if (!club || !inScope(auth, club.id)) throw notFound('Club not found.');
  const file = await clubActivityReport(db, activityCatalogue, club);
  return sendCsv(reply, file.fileName, file.rows);
};

/**
 * GET /api/activity/{id}/reports/{key}: one report and its point lines as a CSV download, scoped as
 * the other activity reads (not found outside the scope or under another key).
 */
export const activityReport: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
  reply,
) => {
  const type = request.server.activityCatalogue.byKey(request.params.key);
  const report = await findReport(request, type, request.params.id);
  const file = await activityReportFile(request.server.db, report, type!);
  return sendCsv(reply, file.fileName, file.rows);
};
