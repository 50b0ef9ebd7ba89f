import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { projectThemeReportFileName } from '../project-report-file-name';
import { fileNameOf } from '../report-file-name';
import { saveFile } from '../save-file';

/** A governor theme as the report names it. */
export interface ReportTheme {
  uuid: string;
  theme: string;
}

/** A theme's service project report, fetched with the session's headers, and its file name. */
async function fetchThemeReport(theme: ReportTheme): Promise<{ blob: Blob; fileName: string }> {
  const call = api.GET('/api/service-project/summary/{themeId}/reports', {
    params: { path: { themeId: theme.uuid } },
    parseAs: 'blob',
  });
  // The contract types the CSV as text; asked as a blob, it arrives as one.
  const blob = (await unwrap(call)) as unknown as Blob;
  const { response } = await call;
  return {
    blob,
    fileName: fileNameOf(
      response.headers.get('content-disposition'),
      projectThemeReportFileName(theme.theme),
    ),
  };
}

/**
 * Downloads the service projects of a governor theme (GET /api/service-project/summary/{themeId}/reports)
 * and saves them as project-summary-{theme}.csv. A download, not a cached read: each click asks again.
 */
export function useProjectThemeReportDownload() {
  return useMutation({
    mutationFn: fetchThemeReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
