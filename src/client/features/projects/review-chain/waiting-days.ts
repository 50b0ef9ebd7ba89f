/** A day in milliseconds. */
const DAY = 86_400_000;

/**
 * Whole days from `since` (an ISO timestamp the server gave) to `now`: how long a project has waited
 * at its level; 0 on the day it arrived, null for a missing or unreadable time.
 */
export function daysWaiting(since: string | null | undefined, now: Date = new Date()): number | null {
  if (!since) return null;
  const at = Date.parse(since);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.floor((now.getTime() - at) / DAY));
}
