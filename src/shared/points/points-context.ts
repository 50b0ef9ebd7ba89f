import { colomboDate } from '../time/colombo';
import type { PointsContext } from './points-definition';

/** What a caller knows about a filed report, in the app's own spelling. */
export interface PointsContextInput {
  /** The report's stored fields. */
  data: Record<string, unknown> | null | undefined;
  /** The month the report is for, '01'..'12'. */
  month: string;
  /** When it was due (YYYY-MM-DD): `dueDateOf(month, type.schedule.dueDay, today)`. */
  dueDate: string | null | undefined;
  /** When it was filed: a date (YYYY-MM-DD), or an instant, taken as its Asia/Colombo date. */
  filedOn: string | Date | null | undefined;
  /** The entries of an entry-by-entry type (MAF, MJF); read from `data.details` when left out. */
  entries?: readonly unknown[] | null;
}

/**
 * Drops null fields, so a rule's default (`{"var": ["data.x", 0]}`) applies to a field stored as null
 * exactly as to one never stored: JSON Logic only defaults what is absent.
 */
function withoutNulls(record: unknown): unknown {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
}

/** The Asia/Colombo date of an instant; null for an invalid one rather than a RangeError. */
function dateOf(at: Date): string | null {
  return Number.isNaN(at.getTime()) ? null : colomboDate(at);
}

/** Builds the evaluation context of a points definition (see `PointsContext`) from a filed report. */
export function pointsContext(input: PointsContextInput): PointsContext {
  const source =
    typeof input.data === 'object' && input.data !== null && !Array.isArray(input.data) ? input.data : {};
  const data = withoutNulls(source) as Record<string, unknown>;
  const entries = input.entries ?? (Array.isArray(data.details) ? data.details : undefined);
  if (entries) data.details = entries.map(withoutNulls);
  const filedOn = input.filedOn instanceof Date ? dateOf(input.filedOn) : (input.filedOn ?? null);
  return {
    data,
    month: input.month,
    due_date: input.dueDate ?? null,
    filed_on: filedOn,
    entries_count: entries?.length ?? 0,
  };
}
