/** The district's time zone: every "today", "this month" and "this year" is computed here. */
export const DISTRICT_TIME_ZONE = 'Asia/Colombo';

const ymdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) of an instant in Asia/Colombo. */
export function colomboDate(at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return ymdFormat.format(at);
}

/** The month (01..12) of an instant in Asia/Colombo, two digits as the spec's month ids. */
export function colomboMonth(at: Date = new Date()): string {
  return colomboDate(at).slice(5, 7);
}
