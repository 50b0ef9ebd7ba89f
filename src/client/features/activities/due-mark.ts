/** How an unfiled report stands against its due date: past it, close to it, or neither. */
export type DueMark = 'overdue' | 'dueSoon' | null;

/** Days before the due date from which an unfiled report is marked due soon. */
export const DUE_SOON_DAYS = 3;

/** Whole days from one ISO date (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The mark Monthly Tasks puts on a report (issue 13): an unfiled report past its due date is overdue;
 * one due within DUE_SOON_DAYS (Colombo's today included) is due soon. A filed report, in any status,
 * has none: its lateness is the points' business.
 */
export function dueMark(
  status: string | null | undefined,
  dueDate: string | null | undefined,
  today: string,
): DueMark {
  if (status || !dueDate) return null;
  const days = daysBetween(today, dueDate);
  if (days < 0) return 'overdue';
  return days <= DUE_SOON_DAYS ? 'dueSoon' : null;
}
