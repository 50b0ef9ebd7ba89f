import { useMutation } from '@tanstack/react-query';
import type { ClubChoice } from '../../../components/club-picker';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { clubReportFileName, fileNameOf } from '../report-file-name';
import { saveFile } from '../save-file';

/** A club's activity report, fetched with the session's headers, and its file name. */
async function fetchClubReport(club: ClubChoice): Promise<{ blob: Blob; fileName: string }> {
  const call = api.GET('/api/activity/{clubId}/club-report', {
    params: { path: { clubId: club.uuid } },
    parseAs: 'blob',
  });
  // The contract types the CSV as text; asked as a blob, it arrives as one.
  const blob = (await unwrap(call)) as unknown as Blob;
  const { response } = await call;
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition'), clubReportFileName(club.name)),
  };
}

/**
 * Downloads a club's activity report of the current Lions year (GET /api/activity/{clubId}/club-report)
 * and saves it as admin-activity-{club}.csv. A download, not a cached read: each click asks again.
 */
export function useClubReportDownload() {
  return useMutation({
    mutationFn: fetchClubReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
