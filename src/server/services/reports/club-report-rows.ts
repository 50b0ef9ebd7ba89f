import { LIONS_YEAR_MONTHS } from '../../../shared/catalogue/activity-type';
import type { CsvRow } from './csv-stream';
import type { ReportCell } from './club-year-cells';
import { cellKey } from './club-year-cells';
import { activityStatusLabel, monthLabel, roundPoints } from './labels';
import type { ReportColumn } from './report-columns';

/** What the club report is made of. */
export interface ClubReportInput {
  columns: readonly ReportColumn[];
  /** The calendar year of the July that opens the Lions year reported. */
  startYear: number;
  /** The club's reports of the year, by `cellKey(month, key)`. */
  cells: ReadonlyMap<string, ReportCell>;
  /** True when the catalogue asks for a report of the key in the month. */
  isDue: (key: string, month: string) => boolean;
}

/** The club report's header: Month, then a status and a points cell per column, then the total. */
export function clubReportHeader(columns: readonly ReportColumn[]): CsvRow {
  return ['Month', ...columns.flatMap((c) => [`${c.label} Status`, `${c.label} Points`]), 'Total Points'];
}

/**
 * The rows of a club's activity report: the header, then one row per month of the Lions year (July to
 * June). A column's status is the report's, 'Not Submitted' when one is due and missing, and empty when
 * none is due that month; its points are the approved points (0 when none). The total adds the row's
 * columns, so a spreadsheet's row sum agrees with it. Rows are produced one at a time, as the CSV
 * stream pulls them.
 */
export function* clubReportRows(input: ClubReportInput): Generator<CsvRow> {
  const { columns, startYear, cells, isDue } = input;
  yield clubReportHeader(columns);
  for (const month of LIONS_YEAR_MONTHS) {
    const row: (string | number)[] = [monthLabel(month, startYear)];
    let total = 0;
    for (const column of columns) {
      const cell = cells.get(cellKey(month, column.key));
      const status = cell
        ? activityStatusLabel(cell.status)
        : isDue(column.key, month)
          ? 'Not Submitted'
          : '';
      const points = roundPoints(cell?.points ?? 0);
      total += points;
      row.push(status, points);
    }
    row.push(roundPoints(total));
    yield row;
  }
}
