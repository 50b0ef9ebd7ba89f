import { colomboDate } from '../../../../shared/time/colombo';
import { formatDisplayDate } from '../../../../shared/time/date-format';

/** The day of a moment the server gave (an ISO timestamp), in the district's zone: DD/MM/YYYY. */
export function dayOf(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? createdAt : formatDisplayDate(colomboDate(at));
}
