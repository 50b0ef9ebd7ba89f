import { useEffect } from 'react';
import { useT } from '../i18n/translator';
import { hooksMessages } from './messages';

/** The product's name, the end of every tab title (in English; tabs show it in the current language). */
export const APP_TITLE = hooksMessages.appTitle.defaultMessage;

/** The tab title of a screen: its own title, then the product's (`app`, in English unless given). */
export function documentTitle(title: string, app: string = APP_TITLE): string {
  return title ? `${title} · ${app}` : app;
}

/**
 * Names the browser tab (and what a screen reader announces on arrival, and a bookmark) after the
 * screen shown; every screen's heading calls it with its own title.
 */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const app = t(hooksMessages.appTitle);
  useEffect(() => {
    document.title = documentTitle(title, app);
  }, [title, app]);
}
