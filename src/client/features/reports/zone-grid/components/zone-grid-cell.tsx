import { useT } from '../../../../i18n/translator';
import type { ZoneGridCell as Cell } from '../api/use-zone-grid';
import { zoneGridMessages } from '../messages';
import { STATUS_TEXTS } from '../status-texts';

/** Props of one cell of the grid. */
export interface ZoneGridCellProps {
  /** The club's report of the column's type: its grid status and points. */
  cell: Cell;
}

/** A club's report of one type: coloured by its status, with its word and, once filed, its points. */
export function ZoneGridCell({ cell }: ZoneGridCellProps) {
  const t = useT();
  return (
    <td className={`cms-zone-grid__cell cms-zone-grid__cell--${cell.status}`}>
      <span className="cms-zone-grid__status">{t(STATUS_TEXTS[cell.status])}</span>
      {cell.points !== null ? (
        <span className="cms-zone-grid__points">
          {t(cell.estimated ? zoneGridMessages.estimatedPoints : zoneGridMessages.points, {
            points: cell.points,
          })}
        </span>
      ) : null}
    </td>
  );
}
