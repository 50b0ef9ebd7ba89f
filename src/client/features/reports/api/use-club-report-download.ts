import type { ClubChoice } from '../../../components/club-picker';
import { api } from '../../../lib/api-client';
import { clubReportFileName } from '../report-file-name';
import { downloadedFile, useReportDownload } from './csv-download';

/** A club's activity report and its file name. */
function fetchClubReport(club: ClubChoice) {
  const call = api.GET('/api/activity/{clubId}/club-report', {
    params: { path: { clubId: club.uuid } },
    parseAs: 'blob',
  });
  return downloadedFile(call, clubReportFileName(club.name));
}

/**
 * Downloads a club's activity report of the current Lions year (GET /api/activity/{clubId}/club-report)
 * and saves it as admin-activity-{club}.csv.
 */
export function useClubReportDownload() {
  return useReportDownload(fetchClubReport);
}
