import { projectSummaryFileName } from '../../../../shared/reports/project-report-file-names';
import { api } from '../../../lib/api-client';
import { downloadedFile, useReportDownload } from './csv-download';

/** A governor theme as the report names it. */
export interface ReportTheme {
  uuid: string;
  theme: string;
}

/** A theme's service project report and its file name. */
function fetchThemeReport(theme: ReportTheme) {
  const call = api.GET('/api/service-project/summary/{themeId}/reports', {
    params: { path: { themeId: theme.uuid } },
    parseAs: 'blob',
  });
  return downloadedFile(call, projectSummaryFileName(theme.theme));
}

/**
 * Downloads the service projects of a governor theme (GET /api/service-project/summary/{themeId}/reports)
 * and saves them as project-summary-{theme}.csv.
 */
export function useProjectThemeReportDownload() {
  return useReportDownload(fetchThemeReport);
}
