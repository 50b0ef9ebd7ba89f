/** The district's time zone: every "today", "this month" and "this year" is computed here. */
export const DISTRICT_TIME_ZONE = 'Asia/Colombo';

const ymdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISTRICT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The last minute formatted and its date: every request asks for today's date (held roles are those
// in force today), and formatting through Intl costs more than the rest of the session lookup. A
// Colombo day starts and ends on a whole UTC minute (UTC+05:30), so a minute has one date.
let lastMinute = NaN;
let lastDate = '';

/** The calendar date (YYYY-MM-DD) of an instant in Asia/Colombo. */
export function colomboDate(at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    // en-CA formats as YYYY-MM-DD.
    lastDate = ymdFormat.format(at);
    lastMinute = minute;
  }
  return lastDate;
}

/** The month (01..12) of an instant in Asia/Colombo, two digits as the spec's month ids. */
export function colomboMonth(at: Date = new Date()): string {
  return colomboDate(at).slice(5, 7);
}
