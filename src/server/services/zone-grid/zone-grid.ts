import { zoneGridStatus, type ZoneGridStatus } from '../../../shared/reports/zone-grid-status';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import type { ActivityCatalogue, LoadedActivityType } from '../activities/activity-catalogue';
import { roundPoints } from '../reports/labels';
import { linesOf } from '../review/point-calculation';
import { reportPoints } from '../../../shared/points/report-points';
import { gridReportRows, type GridReportRow } from './zone-grid-rows';
import { resolveGridScope, type GridActing, type GridFilters } from './zone-grid-scope';

/** A column of the grid: an activity type the catalogue schedules in the month. */
export interface GridColumn {
  key: string;
  title: string;
  due_date: string;
}

/** A cell: the report's grid status and its points (null when nothing is filed). */
export interface GridCell {
  key: string;
  status: ZoneGridStatus;
  points: number | null;
  /** True when the points are the engine's estimate of a report still waiting for review. */
  estimated: boolean;
}

/** A row of the grid: a club, where it sits, and a cell per column in column order. */
export interface GridRow {
  club: { uuid: string; name: string };
  zone: { id: number; name: string };
  region: { uuid: string; name: string };
  cells: GridCell[];
}

/** A month's zone grid. */
export interface ZoneGrid {
  month: string;
  /** The Lions year the month belongs to ('2026-27'). */
  lions_year: string;
  columns: GridColumn[];
  rows: GridRow[];
}

/**
 * A report's points: once it has point lines, what `reportPoints` makes of them (the rule the report's
 * own total shares: an APPROVED report's approved lines, nothing for a REJECTED one, the lines not
 * rejected while it waits, an estimate); nothing for a REJECTED report; for one waiting without lines
 * yet, what its type's points.json gives its fields now.
 */
export function pointsOf(
  row: GridReportRow,
  type: LoadedActivityType,
): { points: number | null; estimated: boolean } {
  if (row.status === null) return { points: null, estimated: false };
  const decided = row.status === 'APPROVED' || row.status === 'REJECTED';
  if (decided || row.lineCount > 0) {
    const sums = { approved: row.approvedPoints, pending: row.pendingPoints };
    return { points: reportPoints(row.status, sums), estimated: !decided };
  }
  const lines = linesOf(type, {
    data: row.data ?? {},
    month: row.month!,
    lionsYear: row.lionsYear!,
    createdAt: row.createdAt!,
  });
  return { points: roundPoints(lines.reduce((sum, line) => sum + line.total, 0)), estimated: true };
}

/**
 * The zone grid of a month ('01'..'12') of the Lions year in force (Asia/Colombo): the clubs the
 * caller reaches (narrowed by the filters) as rows, by region, zone and name; the month's scheduled
 * activity types as columns, in catalogue order; each cell the report's status (zoneGridStatus) and
 * points (pointsOf). The cells come from one query, however many clubs.
 */
export async function zoneGrid(
  db: Db,
  catalogue: ActivityCatalogue,
  acting: GridActing,
  month: string,
  filters: GridFilters,
  today = colomboDate(),
): Promise<ZoneGrid> {
  const scope = await resolveGridScope(db, acting, filters);
  const lionsYear = lionsYearOf(today);
  const types = catalogue.types.filter((type) => (type.schedule.months as readonly string[]).includes(month));
  const columns = types.map((type) => ({
    key: type.key,
    title: type.title,
    due_date: dueDateOf(month, type.schedule.dueDay, today),
  }));
  const reports = await gridReportRows(
    db,
    scope,
    lionsYear.startYear,
    month,
    types.map((type) => type.key),
  );

  const byClub = new Map<number, { row: GridReportRow; reports: Map<string, GridReportRow> }>();
  for (const report of reports) {
    const club = byClub.get(report.clubId) ?? { row: report, reports: new Map() };
    if (report.key !== null) club.reports.set(report.key, report);
    byClub.set(report.clubId, club);
  }

  const rows = [...byClub.values()].map(({ row, reports: filed }) => ({
    club: { uuid: row.clubUuid, name: row.clubName },
    zone: { id: row.zoneId, name: row.zoneName },
    region: { uuid: row.regionUuid, name: row.regionName },
    cells: types.map((type, i) => {
      const report = filed.get(type.key);
      return {
        key: type.key,
        status: zoneGridStatus(report?.status, columns[i]!.due_date, today),
        ...(report ? pointsOf(report, type) : { points: null, estimated: false }),
      };
    }),
  }));
  return { month, lions_year: lionsYear.label, columns, rows };
}
