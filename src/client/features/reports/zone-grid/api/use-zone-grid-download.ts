import { api } from '../../../../lib/api-client';
import { downloadedFile, useReportDownload } from '../../api/csv-download';

/** The month's grid as a CSV file, named as the server says (zone-grid-YYYY-MM.csv). */
function fetchZoneGrid(month: string) {
  const call = api.GET('/api/activity/{month}/zone-grid/csv', {
    params: { path: { month } },
    parseAs: 'blob',
  });
  return downloadedFile(call, `zone-grid-${month}.csv`);
}

/** Downloads and saves the month's zone grid as CSV (GET /api/activity/{month}/zone-grid/csv). */
export function useZoneGridDownload() {
  return useReportDownload(fetchZoneGrid);
}
