import columns from '../../../../schemas/activities/report-columns.json';

/** One of the club report's activity columns. */
export interface ReportColumn {
  /** The activity key (catalogue.json) whose reports fill the column. */
  key: string;
  /** The column's name in the CSV header (short: it heads a spreadsheet column). */
  label: string;
}

/**
 * The 21 activity columns of the club report (spec 2 section 9), in catalogue order. Data, not code:
 * `schemas/activities/report-columns.json`, explained in docs/activity-report-columns.md.
 */
export const REPORT_COLUMNS: readonly ReportColumn[] = columns;
