import type { ZoneGridStatus } from '../../../shared/reports/zone-grid-status';
import { calendarYearOfMonth } from '../../../shared/time/activity-months';
import type { CsvRow } from '../reports/csv-stream';
import { roundPoints } from '../reports/labels';
import type { ZoneGrid } from './zone-grid';

/** The words the CSV writes for each grid status. */
export const GRID_STATUS_LABELS: Readonly<Record<ZoneGridStatus, string>> = {
  not_filed: 'Not filed',
  late: 'Late',
  submitted: 'Submitted',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The grid's file name: zone-grid-YYYY-MM.csv, the calendar month it covers. */
export function zoneGridFileName(grid: ZoneGrid): string {
  const startYear = Number(grid.lions_year.slice(0, 4));
  return `zone-grid-${calendarYearOfMonth(grid.month, `${startYear}-07-01`)}-${grid.month}.csv`;
}

/**
 * The grid as CSV rows: the header (Region, Zone, Club, then a status and a points column per
 * activity type, then the total) and a row per club; the file name says the month. Estimated points are
 * written as numbers too; the status says the report still waits for review. The total adds the row's
 * points, so a spreadsheet's row sum agrees with it.
 */
export function* zoneGridRows(grid: ZoneGrid): Generator<CsvRow> {
  yield [
    'Region',
    'Zone',
    'Club',
    ...grid.columns.flatMap((column) => [`${column.title} Status`, `${column.title} Points`]),
    'Total Points',
  ];
  for (const row of grid.rows) {
    let total = 0;
    const cells = row.cells.flatMap((cell) => {
      total += cell.points ?? 0;
      return [GRID_STATUS_LABELS[cell.status], cell.points];
    });
    yield [row.region.name, row.zone.name, row.club.name, ...cells, roundPoints(total)];
  }
}
