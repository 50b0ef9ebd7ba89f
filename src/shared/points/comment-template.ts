import { formatDisplayDate } from '../time/date-format';
import { roundPoints } from './round-points';

/** A `{path}` placeholder: the same dotted path a rule's `{"var": ...}` would read. */
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*(?:\.[\w$]+)*)\}/g;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Thousands grouped, at most 2 decimals: 'Rs. 1,250,000', '66.67%'. A fixed locale, so server and browser agree. */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Reads a dotted path from a scope as JSON Logic's `var` does; undefined when any step is missing. */
export function readPath(scope: unknown, path: string): unknown {
  let value: unknown = scope;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * How a value shows in a comment: dates (YYYY-MM-DD) as DD/MM/YYYY, numbers rounded to 2 decimals
 * with thousands grouped,
 * lists by their items, a missing value as nothing.
 */
export function formatCommentValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return NUMBER_FORMAT.format(roundPoints(value));
  if (typeof value === 'string') return ISO_DATE.test(value) ? formatDisplayDate(value) : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(formatCommentValue).join(', ');
  return '';
}

/** Fills a comment template's `{path}` placeholders from the scope the item's rules were evaluated in. */
export function fillComment(template: string, scope: unknown): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => formatCommentValue(readPath(scope, path)));
}

/** The paths a comment template reads, for the definition checks. */
export function commentPaths(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}
