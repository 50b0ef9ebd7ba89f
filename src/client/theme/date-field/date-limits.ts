import type { RJSFSchema } from '@rjsf/utils';
import { calendarYearOfMonth } from '../../../shared/time/activity-months';

/** The first and last day a date field takes, YYYY-MM-DD; either may be open. */
export interface DateLimits {
  min?: string;
  max?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The dates an activity of a month may carry (the form context's `dateLimits`): from the first day of
 * the month before it to the last day of the month itself, in the Lions year that contains `today`.
 * The spec is silent on activity dates: these limits are the project's (issue 13), the month filed
 * and the one before it.
 */
export function reportMonthDateLimits(month: string, today: string): Required<DateLimits> {
  const m = Number(month);
  const year = calendarYearOfMonth(month, today);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const min = m === 1 ? `${year - 1}-12-01` : `${year}-${pad(m - 1)}-01`;
  return { min, max: `${year}-${pad(m)}-${pad(last)}` };
}

/**
 * Limits that stop at `today` as well (issue 28: nothing in the future): the earlier of their own
 * last day and today; unchanged while today is not known yet.
 */
export function upToToday(limits: Required<DateLimits>, today: string | undefined): Required<DateLimits> {
  return today && today < limits.max ? { ...limits, max: today } : limits;
}

/** A YYYY-MM-DD string, or undefined. */
const isoOrUndefined = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * The limits of one date field: the schema's own `formatMinimum`/`formatMaximum` where it has them,
 * else the form's (its report month's, say).
 */
export function fieldDateLimits(schema: RJSFSchema, formLimits: DateLimits | undefined): DateLimits {
  const own = schema as RJSFSchema & { formatMinimum?: unknown; formatMaximum?: unknown };
  return {
    min: isoOrUndefined(own.formatMinimum) ?? isoOrUndefined(formLimits?.min),
    max: isoOrUndefined(own.formatMaximum) ?? isoOrUndefined(formLimits?.max),
  };
}

/** Whether a YYYY-MM-DD date is inside limits (YYYY-MM-DD strings compare as dates). */
export function isWithinLimits(iso: string, limits: DateLimits): boolean {
  return (limits.min === undefined || iso >= limits.min) && (limits.max === undefined || iso <= limits.max);
}
