import { Button, HTMLTable } from '@blueprintjs/core';
import {
  viewRenderers,
  ViewDispatch,
  type ActivityReport,
  type ViewRow,
} from '../../../form-engine/activity-view';
import { TableScroller } from '../../../components/table-scroller';
import { useT } from '../../../i18n/translator';
import { activityMessages } from '../messages';

/** Props of a MAF/MJF contribution list. */
export interface ContributionsTableProps {
  /** The table's columns: the entries row of the type's view.json. */
  columns: ViewRow[];
  /** The entries (the report's `details`). */
  entries: ActivityReport[];
  /** Deletes an entry; omitted while the report can no longer change. */
  onDelete?: (entryId: string) => void;
  /** The entry being deleted, whose button spins. */
  deleting?: string | null;
}

/**
 * The contributions added so far (spec 2: name, date, the two documents as a link or NA, a delete
 * icon), each cell drawn by the view engine like the read-only view.
 */
export function ContributionsTable({ columns, entries, onDelete, deleting }: ContributionsTableProps) {
  const t = useT();
  if (entries.length === 0) return <p className="cms-empty">{t(activityMessages.noContributions)}</p>;
  return (
    <TableScroller label={t(activityMessages.contributions)}>
      <HTMLTable compact striped className="cms-contributions-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field}>{c.label}</th>
            ))}
            {onDelete ? <th aria-label={t(activityMessages.actions)} /> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={String(entry.uuid)}>
              {columns.map((c) => (
                <td key={c.field}>
                  <ViewDispatch row={c} report={entry} renderers={viewRenderers} inEntries />
                </td>
              ))}
              {onDelete ? (
                <td>
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={t(activityMessages.deleteContribution)}
                    loading={deleting === entry.uuid}
                    onClick={() => onDelete(String(entry.uuid))}
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroller>
  );
}
