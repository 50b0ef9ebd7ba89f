import { lionsYearOf } from './lions-year';

/** The calendar date (YYYY-MM-DD) of day `day` of a month, clamped to the month's last day. */
export function dayOfMonth(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/**
 * The calendar year of a month id ('01'..'12') within the Lions year that contains `today`: July to
 * December belong to the year the Lions year starts in, January to June to the next.
 */
export function calendarYearOfMonth(month: string, today: string): number {
  const { startYear } = lionsYearOf(today);
  return Number(month) >= 7 ? startYear : startYear + 1;
}

/**
 * When a month's report is due: day `dueDay` of the month after it (a July report with due day 15 is
 * due on 15 August), in the Lions year that contains `today`.
 */
export function dueDateOf(month: string, dueDay: number, today: string): string {
  const year = calendarYearOfMonth(month, today);
  const m = Number(month);
  return m === 12 ? dayOfMonth(year + 1, 1, dueDay) : dayOfMonth(year, m + 1, dueDay);
}

/**
 * The edit window of the Monthly Tasks list (spec 2 section 2): a month's activities may be added or
 * edited when it is the current month or later, or when it is earlier and the current month is after
 * 05. Months compare as the spec's numbers '01'..'12'.
 */
export function canEditMonth(chosen: string, current: string): boolean {
  const c = Number(chosen);
  const now = Number(current);
  return c >= now || now > 5;
}

/** The edit-window message of spec 2 section 8 (the snackbar and the server's refusal alike). */
export const EDIT_WINDOW_MESSAGE = 'Previous or future months activities are disabled';

/**
 * Why a month's report of a type cannot be filed or changed today, or null when it can: the month
 * must be one the district schedules the type in, and inside the edit window (`canEditMonth`). The
 * server refuses by it, the browser decides its links by the same rules.
 */
export function filingRefusal(scheduled: readonly string[], month: string, today: string): string | null {
  if (!scheduled.includes(month)) return 'This activity is not scheduled for that month.';
  return canEditMonth(month, today.slice(5, 7)) ? null : EDIT_WINDOW_MESSAGE;
}

/**
 * True when a month ('01'..'12') of the Lions year containing `today` has begun in Colombo (its first
 * day is today or earlier): nobody files a report for a month that has not begun (issue 28).
 */
export function monthHasBegun(month: string, today: string): boolean {
  return `${calendarYearOfMonth(month, today)}-${month}-01` <= today;
}
