import { LIONS_YEAR_MONTHS } from '../../../src/shared/catalogue/activity-type';
import {
  activityReportRows,
  type ReportLine,
} from '../../../src/server/services/reports/activity-report-rows';
import { clubReportRows } from '../../../src/server/services/reports/club-report-rows';
import { cellKey, type ReportCell } from '../../../src/server/services/reports/club-year-cells';
import type { CsvRow } from '../../../src/server/services/reports/csv-stream';
import { REPORT_COLUMNS } from '../../../src/server/services/reports/report-columns';

/** The two CSV downloads P3 measures. */
export type CsvReport = 'activity' | 'club';

// A hundred kinds of point line (and twelve kinds of club-year) cycle, so the raw baseline can write
// the very same rows from a list made once, while the app's builder makes every row as it would.
const LINE_KINDS = 100;
const CLUB_YEAR_KINDS = 12;

/** Point line `i`: plain titles, commas, quotes, and now and then one a spreadsheet would run. */
function lineOf(i: number): ReportLine {
  const kind = i % LINE_KINDS;
  return {
    title: kind % 10 === 0 ? `=HYPERLINK("x${kind}")` : `Members attending, "item" ${kind}`,
    comment: kind % 3 === 0 ? null : `Attendance ${kind}, of 40`,
    rejectComment: kind % 7 === 0 ? 'No proof' : null,
    crPoints: kind / 4,
    drPoints: kind % 5,
    totalPoints: kind / 4 - (kind % 5),
    status: kind % 7 === 0 ? 'REJECTED' : 'APPROVED',
  };
}

function activityInput(lines: Iterable<ReportLine>) {
  return {
    clubName: 'Lions Club of Colombo Host',
    title: 'Monthly Meeting',
    month: 'July 2026',
    status: 'APPROVED',
    date: '2026-07-20',
    filed: '2026-07-21',
    reviewComment: null,
    lines,
  };
}

function* lines(count: number): Generator<ReportLine> {
  for (let i = 0; i < count; i += 1) yield lineOf(i);
}

/** The reports of club-year `k`: some columns filed and decided, some missing. */
function cellsOf(k: number): Map<string, ReportCell> {
  const kind = k % CLUB_YEAR_KINDS;
  const cells = new Map<string, ReportCell>();
  REPORT_COLUMNS.forEach((column, c) => {
    LIONS_YEAR_MONTHS.forEach((month, m) => {
      if ((c + m + kind) % 3 === 0) return;
      const approved = (c + m) % 4 !== 0;
      cells.set(cellKey(month, column.key), {
        status: approved ? 'APPROVED' : 'SUBMITTED',
        points: approved ? ((c * 7 + m + kind) % 20) / 2 : 0,
      });
    });
  });
  return cells;
}

const isDue = (key: string, month: string) => (key.length + month.length) % 2 === 0;
/** Rows of one club's report: the header and twelve months. */
export const CLUB_REPORT_ROWS = 1 + LIONS_YEAR_MONTHS.length;

// The builder's input, as the database would hand it over: made once, outside the measurement.
let clubYearCells: Map<string, ReportCell>[] | undefined;

function clubYear(k: number): Iterable<CsvRow> {
  clubYearCells ??= Array.from({ length: CLUB_YEAR_KINDS }, (_, kind) => cellsOf(kind));
  const cells = clubYearCells[k % CLUB_YEAR_KINDS]!;
  return clubReportRows({ columns: REPORT_COLUMNS, startYear: 2026, cells, isDue });
}

/** Makes the builder's input before a measurement starts. */
export function prepareAppRows(report: CsvReport): void {
  if (report === 'club') clubYear(0);
}

/**
 * The app's own builder producing at least `rows` rows: one activity report with that many point
 * lines (its nine heading rows and two totals around them), or the reports of as many club-years as
 * make up the rows, one after another, each with its header.
 */
export async function* appRows(report: CsvReport, rows: number): AsyncGenerator<CsvRow> {
  if (report === 'activity') {
    yield* activityReportRows(activityInput(lines(rows)));
    return;
  }
  for (let k = 0; k * CLUB_REPORT_ROWS < rows; k += 1) yield* clubYear(k);
}

async function collect(rows: AsyncIterable<CsvRow>): Promise<CsvRow[]> {
  const all: CsvRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

/**
 * The same rows, made once as lists and cycled, for raw csv-stringify to write with no builder and no
 * formula guard. Answers the generator to run and is awaited before the measurement starts.
 */
export async function rawRows(report: CsvReport, rows: number): Promise<() => Generator<CsvRow>> {
  if (report === 'activity') {
    const heading = (await collect(activityReportRows(activityInput([])))).slice(0, -2);
    const kinds = (await collect(activityReportRows(activityInput(lines(LINE_KINDS))))).slice(
      heading.length,
      -2,
    );
    return function* () {
      yield* heading;
      for (let i = 0; i < rows; i += 1) yield kinds[i % LINE_KINDS]!;
    };
  }
  const years = Array.from({ length: CLUB_YEAR_KINDS }, (_, k) => [...clubYear(k)]);
  return function* () {
    for (let k = 0; k * CLUB_REPORT_ROWS < rows; k += 1) yield* years[k % CLUB_YEAR_KINDS]!;
  };
}
