import { colomboDate } from '../../../../shared/time/colombo';

/** How many months the chooser offers: a Lions year and the month before it. */
const MONTHS_OFFERED = 13;

/**
 * The months the MyLion export offers, newest first, as 'YYYY-MM': the current month in Asia/Colombo
 * (the district's clock, not the browser's) and the twelve before it.
 */
export function mylionMonths(today = colomboDate()): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < MONTHS_OFFERED; i++) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}
