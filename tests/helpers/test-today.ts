import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';

/**
 * The day the test servers take as "today" (CMS_TODAY, honoured only under NODE_ENV=test; see
 * src/server/services/clock/server-today.ts): the last day of the Lions year the calendar is in.
 * The API and browser suites file reports for every month of the demo Lions year, some of which lie
 * after the real today; on its last day every one of them has begun, whatever the real date is.
 * A test of the future rule itself pins another day (process.env.CMS_TODAY) for its own file.
 */
export function testToday(realToday: string = colomboDate()): string {
  return lionsYearOf(realToday).to;
}
