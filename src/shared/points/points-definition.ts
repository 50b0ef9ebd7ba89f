import type { RulesLogic } from 'json-logic-js';

/**
 * A JSON Logic rule (jsonlogic.com): a literal, or an object with one standard operation such as
 * `{"var": "data.venue"}` or `{"min": [{"var": ["data.no_of_lion_ladies", 0]}, 10]}`.
 */
export type LogicExpression = RulesLogic;

/** Named JSON Logic expressions, computed in the order written; each may use the ones before it. */
export type NamedValues = Record<string, LogicExpression>;

/** One point item of an activity type: when it applies, what it gives or takes, and how it explains itself. */
export interface PointItem {
  /** Stable id of the item within its type (`late` is the shared "filed after the due date" item). */
  key: string;
  /** What the evaluator reads in the Description column. */
  title: string;
  /** A note for whoever maintains the scheme; never shown to clubs. */
  description?: string;
  /** Values computed for this item after the definition's own, usable as `values.<name>`. */
  values?: NamedValues;
  /** When the item applies; left out, it always applies (a line still needs cr or dr other than 0). */
  when?: LogicExpression;
  /** Plus points: a number, or a rule (per unit of a field, capped with `min`). */
  cr?: number | LogicExpression;
  /** Minus points, given as a positive number or rule. */
  dr?: number | LogicExpression;
  /** The line's comment: `{path}` placeholders are filled from the evaluation context. */
  comment: string;
}

/** The points of one activity type, as `schemas/activities/<key>/points.json` declares them. */
export interface PointsDefinition {
  /** The editor's pointer to `schemas/common/points.schema.json`. */
  $schema?: string;
  /** A note for whoever maintains the scheme. */
  description?: string;
  /** The most plus points a report of the type can earn: the base of a club's rate. */
  available: number;
  /** Values shared by every item, computed first. */
  values?: NamedValues;
  /** The items, in the order their lines are listed. */
  items: PointItem[];
}

/**
 * What the rules of a points definition read (spec 2: a report's data, its month, when it was due and
 * when it was filed). Field names are snake_case, as rules and comment templates spell them.
 */
export interface PointsContext {
  /** The report's stored fields; an entry-by-entry type (MAF, MJF) also has its entries in `details`. */
  data: Record<string, unknown>;
  /** The month the report is for, '01'..'12'. */
  month: string;
  /** When the report was due (YYYY-MM-DD), from the catalogue's schedule. */
  due_date: string | null;
  /** The Asia/Colombo date (YYYY-MM-DD) the report was filed. */
  filed_on: string | null;
  /** The number of entries of an entry-by-entry type; 0 for the others. */
  entries_count: number;
}

/** One computed line of the points table (spec 2 "Point line": items.title, comment, cr, dr, total). */
export interface PointLine {
  /** The item's key. */
  key: string;
  /** The item's title. */
  title: string;
  /** Why: the item's comment with the report's numbers filled in. */
  comment: string;
  /** Plus points, never negative, rounded to 2 decimals. */
  cr: number;
  /** Minus points, never negative, rounded to 2 decimals. */
  dr: number;
  /** cr - dr. */
  total: number;
}
