import { useEffect } from 'react';

/** The product's name, the end of every tab title. */
export const APP_TITLE = 'Lions Club CMS';

/** The tab title of a screen: its own title, then the product's. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${APP_TITLE}` : APP_TITLE;
}

/**
 * Names the browser tab (and what a screen reader announces on arrival, and a bookmark) after the
 * screen shown; every screen's heading calls it with its own title.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
