import { requireAuth } from '../../http/request-context';
import { activityReportFile } from '../../services/reports/activity-report';
import { clubActivityReportFor } from '../../services/reports/club-report';
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
  const { db, activityCatalogue } = request.server;
  const file = await clubActivityReportFor(
    db,
    activityCatalogue,
    requireAuth(request),
    request.params.clubId,
  );
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
