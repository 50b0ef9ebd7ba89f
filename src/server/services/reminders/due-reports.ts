import type { ActivityType } from '../../../shared/catalogue/activity-type';
import { dayOfMonth } from '../../../shared/time/activity-months';

/** How many days ahead a report's due date brings a reminder (the "within 3 days"). */
export const REMINDER_DAYS_AHEAD = 3;

/** A month's report of a type that falls due soon. */
export interface DueReport {
  key: string;
  title: string;
  /** Calendar year of the July that opens the report's Lions year. */
  lionsYear: number;
  /** '01'..'12'. */
  month: string;
  /** Calendar year of the report's month. */
  year: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The reports of the catalogue due from `today` to `daysAhead` days later (Asia/Colombo dates): a
 * month's report is due on its type's due day of the following month (shared/time dueDateOf). Worked
 * from the due side, so a June report due in July belongs to the Lions year that ended, not the one
 * `today` is in.
 */
export function dueReports(
  types: readonly ActivityType[],
  today: string,
  daysAhead = REMINDER_DAYS_AHEAD,
): DueReport[] {
  const last = addDays(today, daysAhead);
  // The months whose reports can fall due in the window: those before each month the window touches.
  const months = new Map<string, { year: number; month: number }>();
  for (let d = 0; d <= daysAhead; d++) {
    const [y, m] = addDays(today, d).split('-').map(Number) as [number, number];
    const month = m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
    months.set(`${month.year}-${month.month}`, month);
  }
  const due: DueReport[] = [];
  for (const { year, month } of months.values()) {
    const id = String(month).padStart(2, '0');
    for (const type of types) {
      if (!(type.schedule.months as readonly string[]).includes(id)) continue;
      const dueDate =
        month === 12
          ? dayOfMonth(year + 1, 1, type.schedule.dueDay)
          : dayOfMonth(year, month + 1, type.schedule.dueDay);
      if (dueDate < today || dueDate > last) continue;
      const lionsYear = month >= 7 ? year : year - 1;
      due.push({ key: type.key, title: type.title, lionsYear, month: id, year, dueDate });
    }
  }
  return due;
}
