import { STORAGE_KEYS } from '../../../lib/session-store';

/** The page the list opens on: the stored page marker when it is a page number, else 1. */
export function initialProjectPage(stored: string | null): number {
  const page = Number(stored);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The stored page of the project list, under the spec's marker 'project_page' (spec 3 section 2;
 * cleared on login): coming back from a preview reopens the same page. Null when none, or when
 * storage is refused (private mode): the list then opens on page 1.
 */
export function readProjectPage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.projectPage);
  } catch {
    return null;
  }
}

/** Remembers the page shown. */
export function storeProjectPage(page: number): void {
  try {
    localStorage.setItem(STORAGE_KEYS.projectPage, String(page));
  } catch {
    // Not remembering is harmless; the page still shows on screen.
  }
}
