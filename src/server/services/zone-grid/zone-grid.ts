import { zoneGridStatus, type ZoneGridStatus } from '../../../shared/reports/zone-grid-status';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import type { ActivityCatalogue, LoadedActivityType } from '../activities/activity-catalogue';
import { roundPoints } from '../reports/labels';
import { linesOf } from '../review/point-calculation';
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
 * A report's points: an APPROVED report's approved lines; nothing for a REJECTED one; for one still
 * waiting for review the engine's estimate, which is its lines not rejected once the points panel has
 * calculated them, else what its type's points.json gives its fields now.
 */
export function pointsOf(
  row: GridReportRow,
  type: LoadedActivityType,
): { points: number | null; estimated: boolean } {
  if (row.status === 'APPROVED') return { points: roundPoints(row.approvedPoints), estimated: false };
  if (row.status === 'REJECTED') return { points: 0, estimated: false };
  if (row.status === null) return { points: null, estimated: false };
  if (row.lineCount > 0) return { points: roundPoints(row.openPoints), estimated: true };
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
