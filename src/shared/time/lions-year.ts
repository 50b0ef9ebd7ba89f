import { colomboDate } from './colombo';

/** The Lions year runs from 1 July to 30 June; it is named by the calendar year it starts in. */
export interface LionsYear {
  /** Calendar year of the July that opens it (2026 for 2026-27). */
  startYear: number;
  /** First day, YYYY-07-01. */
  from: string;
  /** Last day, (YYYY+1)-06-30. */
  to: string;
  /** '2026-27', as districts write it. */
  label: string;
}

/** The Lions year that contains a calendar date (YYYY-MM-DD). */
export function lionsYearOf(date: string): LionsYear {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 7 ? year : year - 1;
  return {
    startYear,
    from: `${startYear}-07-01`,
    to: `${startYear + 1}-06-30`,
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
  };
}

/** The Lions year in force now, in Asia/Colombo. */
export function currentLionsYear(at: Date = new Date()): LionsYear {
  return lionsYearOf(colomboDate(at));
}
