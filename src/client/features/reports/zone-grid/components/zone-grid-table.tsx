import { useActivityTitle } from '../../../../form-engine/overlays/activity-titles';
import { Fragment } from 'react';
import { formatDisplayDate } from '../../../../../shared/time/date-format';
import { TableScroller } from '../../../../components/table-scroller';
import { useT } from '../../../../i18n/translator';
import type { ZoneGrid } from '../api/use-zone-grid';
import { zoneGridMessages } from '../messages';
import { ZoneGridCell } from './zone-grid-cell';

/** Props of the grid's table. */
export interface ZoneGridTableProps {
  /** The month's grid, its rows already ordered by region, zone and club. */
  grid: ZoneGrid;
}

type Row = ZoneGrid['rows'][number];

/** The rows in runs of one zone each, in the order they came. */
function byZone(rows: readonly Row[]): Row[][] {
  const runs: Row[][] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last[0]!.zone.id === row.zone.id) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

/** A row's points added up (estimates included), to two decimals. */
const totalOf = (row: Row) =>
  Math.round(row.cells.reduce((sum, cell) => sum + (cell.points ?? 0), 0) * 100) / 100;

/**
 * The grid: a row per club under its zone's heading, a column per activity type with its due date,
 * and the row's total. The club column stays in view while the table scrolls sideways (a phone).
 */
export function ZoneGridTable({ grid }: ZoneGridTableProps) {
  const t = useT();
  const activityTitle = useActivityTitle();
  return (
    <TableScroller label={t(zoneGridMessages.table)}>
      <table className="bp6-html-table bp6-compact cms-zone-grid__table">
        <thead>
          <tr>
            <th scope="col" className="cms-zone-grid__club">
              {t(zoneGridMessages.club)}
            </th>
            {grid.columns.map((column) => (
              <th scope="col" key={column.key} className="cms-zone-grid__type">
                <span>{activityTitle(column)}</span>
                <span className="cms-zone-grid__due">
                  {t(zoneGridMessages.due, { date: formatDisplayDate(column.due_date) })}
                </span>
              </th>
            ))}
            <th scope="col">{t(zoneGridMessages.total)}</th>
          </tr>
        </thead>
        <tbody>
          {byZone(grid.rows).map((run) => (
            <Fragment key={run[0]!.zone.id}>
              <tr className="cms-zone-grid__zone-row">
                <th scope="colgroup" className="cms-zone-grid__club">
                  {t(zoneGridMessages.zoneHeading, { zone: run[0]!.zone.name, region: run[0]!.region.name })}
                </th>
                <td colSpan={grid.columns.length + 1} />
              </tr>
              {run.map((row) => (
                <tr key={row.club.uuid}>
                  <th scope="row" className="cms-zone-grid__club">
                    {row.club.name}
                  </th>
                  {row.cells.map((cell) => (
                    <ZoneGridCell key={cell.key} cell={cell} />
                  ))}
                  <td className="cms-zone-grid__total">{totalOf(row)}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
