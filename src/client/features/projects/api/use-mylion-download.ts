import { useMutation } from '@tanstack/react-query';
import { mylionFileName } from '../../../../shared/reports/mylion-file-name';
import { api } from '../../../lib/api-client';
import { downloadedFile, saveFile } from '../../../lib/file-download';

/** What the MyLion export is asked for: the club (its uuid and name) and the month 'YYYY-MM'. */
export interface MylionChoice {
  club: { uuid: string; name: string };
  month: string;
}

/** The club's MyLion export of the month, named as the server says (else by the shared rule). */
function fetchMylionReport({ club, month }: MylionChoice) {
  const call = api.GET('/api/service-project/{id}/mylion-report', {
    params: { path: { id: club.uuid }, query: { month } },
    parseAs: 'blob',
  });
  return downloadedFile(call, mylionFileName(club.name, month));
}

/**
 * Downloads a club's approved projects of a month in MyLion's columns
 * (GET /api/service-project/{id}/mylion-report?month=) and saves the CSV. Each click asks again.
 */
export function useMylionDownload() {
  return useMutation({
    mutationFn: fetchMylionReport,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
