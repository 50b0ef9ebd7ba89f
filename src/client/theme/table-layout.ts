import { createContext, useContext } from 'react';

/**
 * Where a template sits inside an array shown as a table (`ui:options.table`): `'row'` from the
 * table body down to the item's object, which must draw `<td>`s only; `'cell'` for the field inside
 * one cell, which draws its control without a visible label (the column header names it). Anything
 * deeper, and everything outside a table, sees `null` and draws as usual.
 */
export type TableLayout = 'row' | 'cell' | null;

/** The table position handed down the rjsf tree; rjsf's props cannot carry it from array to field. */
export const TableLayoutContext = createContext<TableLayout>(null);

/** The table position of the calling template. */
export function useTableLayout(): TableLayout {
  return useContext(TableLayoutContext);
}
