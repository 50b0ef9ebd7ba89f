import { HTMLTable } from '@blueprintjs/core';
import type { ActivityReport } from '../report';
import { MISSING } from '../values';
import { ViewDispatch } from '../view-dispatch';
import { rankWith, type ViewRendererProps } from '../view-renderer';
import { TableScroller } from '../../../components/table-scroller';

/** Ranks the entries renderer for `entries` rows. */
export const entriesTester = rankWith(1, 'entries');

/**
 * A table with a row per entry. Each cell goes through the registry with the entry as its report,
 * so a document column finds the entry's own files.
 */
export function EntriesRenderer({ row, report, renderers }: ViewRendererProps) {
  const value = report[row.field];
  const entries = (Array.isArray(value) ? value : []).filter(
    (entry: unknown): entry is ActivityReport => typeof entry === 'object' && entry !== null,
  );
  const columns = row.columns ?? [];
  if (entries.length === 0 || columns.length === 0) return <>{MISSING}</>;
  return (
    // The wrapper scrolls sideways on a phone instead of squeezing the columns.
    <TableScroller label={row.label}>
      <HTMLTable compact striped>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field}>{column.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={typeof entry.uuid === 'string' ? entry.uuid : index}>
              {columns.map((column) => (
                <td key={column.field}>
                  <ViewDispatch row={column} report={entry} renderers={renderers} inEntries />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </TableScroller>
  );
}
