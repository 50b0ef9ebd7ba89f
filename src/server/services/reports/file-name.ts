export { clubReportFileName, slugOf } from '../../../shared/reports/club-report-file-name';

/** A content-disposition that makes the browser save the answer under `fileName` (already a slug). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
