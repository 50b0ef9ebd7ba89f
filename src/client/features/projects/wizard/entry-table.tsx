import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';
import { DeleteEntryButton } from './delete-entry-button';

/** One column of a wizard list: its header (also each cell's label on a phone) and its cell. */
export interface EntryColumn<E> {
  header: string;
  cell: (entry: E) => ReactNode;
}

/** The delete action of a wizard list's rows, for the roles that may delete. */
export interface EntryDeletion<E> {
  /** The button's accessible name for the row, e.g. 'Delete Nimal Perera'. */
  label: (entry: E) => string;
  /** The uuid of the row whose delete is in flight, if any. */
  pendingUuid: string | undefined;
  onDelete: (entry: E) => void;
}

/** Props of a wizard list. */
export interface EntryTableProps<E extends { uuid: string }> {
  /** The table's accessible name, e.g. 'Committee'. */
  label: string;
  entries: readonly E[];
  columns: readonly EntryColumn<E>[];
  /** True while the list loads: `loadingText` shows instead of `emptyText`. */
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** Row actions before delete (the contribution's Edit); their presence keeps the actions column. */
  actions?: (entry: E) => ReactNode;
  /** Omitted for a role that may not delete (spec 3 section 6): no delete column then. */
  deletion?: EntryDeletion<E>;
}

/**
 * A list of the wizard's entries (committee, contributions, participants, documents): the rows so
 * far, each with its actions, or a line saying there are none (yet).
 */
export function EntryTable<E extends { uuid: string }>({
  label,
  entries,
  columns,
  loading,
  loadingText,
  emptyText,
  actions,
  deletion,
}: EntryTableProps<E>) {
  const t = useT();
  if (entries.length === 0) return <p className="cms-empty">{loading ? loadingText : emptyText}</p>;
  const withActions = Boolean(actions || deletion);
  return (
    <HTMLTable compact striped className="cms-table cms-wizard-table cms-cards-on-phone" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header}>{column.header}</th>
          ))}
          {withActions ? <th aria-label={t(m.actions)} /> : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.uuid}>
            {columns.map((column) => (
              <td key={column.header} data-label={column.header}>
                {column.cell(entry)}
              </td>
            ))}
            {withActions ? (
              <td className="cms-wizard-table__actions">
                {actions?.(entry)}
                {deletion ? (
                  <DeleteEntryButton
                    label={deletion.label(entry)}
                    pending={deletion.pendingUuid === entry.uuid}
                    onDelete={() => deletion.onDelete(entry)}
                  />
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
