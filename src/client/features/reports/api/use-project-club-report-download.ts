import { projectClubReportFileName } from '../../../../shared/reports/project-report-file-names';
import type { ClubChoice } from '../../../components/club-picker';
import { api } from '../../../lib/api-client';
import { downloadedFile, useReportDownload } from './csv-download';

/** A club's service project report and its file name. */
function fetchClubProjectReport(club: ClubChoice) {
  const call = api.GET('/api/service-project/{id}/club-reports', {
    params: { path: { id: club.uuid } },
    parseAs: 'blob',
  });
  return downloadedFile(call, projectClubReportFileName(club.name));
}

/**
 * Downloads a club's service projects (GET /api/service-project/{id}/club-reports) and saves them as
 * project-{club}.csv.
 */
export function useProjectClubReportDownload() {
  return useReportDownload(fetchClubProjectReport);
}
