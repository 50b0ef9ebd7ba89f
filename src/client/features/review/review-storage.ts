import { STORAGE_KEYS } from '../../lib/session-store';

/** The page the list opens on: the stored page marker when it is a page number, else 1. */
export function initialPage(stored: string | null): number {
  const page = Number(stored);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The stored page of this list, under the spec's page marker 'cp_activity_page' (spec 1 section 3;
 * cleared on login): coming back from a report's view reopens the same page. Null when none, or when
 * storage is refused (private mode, blocked cookies): the list then opens on page 1.
 */
export function readStoredPage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.activityPage);
  } catch {
    return null;
  }
}

/** Remembers the page shown. */
export function storePage(page: number): void {
  try {
    localStorage.setItem(STORAGE_KEYS.activityPage, String(page));
  } catch {
    // Not remembering is harmless; the page still shows on screen.
  }
}
