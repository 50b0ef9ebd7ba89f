import type { ComponentType } from 'react';
import type { ActivityReport } from './report';
import type { ViewRow } from './view-definition';

/** Not applicable: a tester's answer for a row its renderer cannot show. */
export const NOT_APPLICABLE = -1;

/** Ranks how well a renderer fits a row: NOT_APPLICABLE (-1) when it does not, higher wins. */
export type ViewTester = (row: ViewRow) => number;

/** Props every view renderer receives. */
export interface ViewRendererProps {
  /** The row (or entries column) to show. */
  row: ViewRow;
  /** The report the value is read from: the whole report, or one entry inside an entries table. */
  report: ActivityReport;
  /** The registry in use, so a renderer of nested values (entries) dispatches through the same one. */
  renderers: readonly ViewRendererEntry[];
  /** Set inside an entries table, where a missing file reads NA rather than '-'. */
  inEntries?: boolean;
}

/** One registry entry, JSON Forms style: the renderer and the tester that ranks it for a row. */
export interface ViewRendererEntry {
  /** Ranks the renderer for a row. */
  tester: ViewTester;
  /** The component that shows the row's value. */
  renderer: ComponentType<ViewRendererProps>;
}

/** A tester that ranks `rank` for rows of `kind` and is not applicable to any other. */
export function rankWith(rank: number, kind: string): ViewTester {
  return (row) => (row.kind === kind ? rank : NOT_APPLICABLE);
}
