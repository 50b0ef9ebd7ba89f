import { colomboDate, DISTRICT_TIME_ZONE } from '../../../shared/time/colombo';
import { formatDisplayDate } from '../../../shared/time/date-format';

const CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISTRICT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a notification came, in the district's time and the app's date format: '12/11/2026 14:05'. */
export function notificationTime(createdAt: string): string {
  const at = new Date(createdAt);
  return `${formatDisplayDate(colomboDate(at))} ${CLOCK.format(at)}`;
}
