import { useMutation } from '@tanstack/react-query';
import type { ClubChoice } from '../../../components/club-picker';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { projectClubReportFileName } from '../project-report-file-name';
import { fileNameOf } from '../report-file-name';
import { saveFile } from '../save-file';

/** A club's service project report, fetched with the session's headers, and its file name. */
async function fetchClubProjectReport(club: ClubChoice): Promise<{ blob: Blob; fileName: string }> {
  const call = api.GET('/api/service-project/{id}/club-reports', {
    params: { path: { id: club.uuid } },
    parseAs: 'blob',
  });
  // The contract types the CSV as text; asked as a blob, it arrives as one.
  const blob = (await unwrap(call)) as unknown as Blob;
  const { response } = await call;
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition'), projectClubReportFileName(club.name)),
  };
}

/**
 * Downloads a club's service projects (GET /api/service-project/{id}/club-reports) and saves them as
 * project-{club}.csv. A download, not a cached read: each click asks again.
 */
export function useProjectClubReportDownload() {
  return useMutation({
    mutationFn: fetchClubProjectReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
