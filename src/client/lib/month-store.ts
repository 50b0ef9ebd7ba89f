import { isMonthId } from './months';
import { STORAGE_KEYS } from './session-store';

/**
 * The month a month-filtered list opens on: the stored month, else the current month in Asia/Colombo
 * (spec 2 section 2). A stored value that is not a month id is ignored rather than sent to the server.
 */
export function initialMonth(stored: string | null, currentMonth: string): string {
  return isMonthId(stored) ? stored : currentMonth;
}

/**
 * The month last chosen on this device, under the spec's local-storage key 'month'; null when none.
 * The Monthly Tasks and Review Tasks lists share it, so both follow the user's last choice.
 */
export function readStoredMonth(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.month);
  } catch {
    // Storage can be refused (private mode, blocked cookies): the list still works on today's month.
    return null;
  }
}

/** Remembers the chosen month, so the lists and the forms reopen on it (logout keeps it). */
export function storeMonth(month: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.month, month);
  } catch {
    // Not remembering the month is harmless; the choice still applies on screen.
  }
}
