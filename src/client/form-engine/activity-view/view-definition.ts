/** The value kinds a `view.json` row may name; each has a renderer in the registry. */
export type ViewKind =
  | 'text'
  | 'number'
  | 'date'
  | 'yesNo'
  | 'money'
  | 'link'
  | 'member'
  | 'members'
  | 'document'
  | 'documents'
  | 'entries';

/** One label/value row of a read-only view (or one column of an `entries` table). */
export interface ViewRow {
  /** The report field the value is read from (for `documents`, only a name: the slots say which files). */
  field: string;
  /** The label shown beside the value (or the column header). */
  label: string;
  /** How the value is shown. Typed loosely because view.json is data: an unknown kind falls back to text. */
  kind: ViewKind | (string & {});
  /** For `documents`: the file slot fields to show, in order, each with its label. */
  slots?: Record<string, string>;
  /** For `entries`: the table's columns, each rendered by the registry with its own kind. */
  columns?: ViewRow[];
}

/** The contents of an activity type's `schemas/activities/<KEY>/view.json`. */
export interface ViewDefinition {
  /** The view's title; the page shows it, the view engine does not. */
  title: string;
  /** The rows, in display order. */
  rows: ViewRow[];
}
