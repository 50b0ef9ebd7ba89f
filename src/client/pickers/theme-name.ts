import { useCallback } from 'react';
import type { MessageDescriptor } from '../i18n/messages';
import { useLanguage, useT } from '../i18n/translator';
import { themeMessages } from './messages';

const MESSAGES: Readonly<Record<string, MessageDescriptor>> = themeMessages;

/**
 * A governor theme's name in the app's language, by its stable theme_key: in English the stored
 * name as the district wrote it; in Sinhala and Tamil the catalogue's; a theme the district added
 * later shows under its stored name.
 */
export function useThemeName(): (theme: { theme: string; theme_key?: string | null }) => string {
  const t = useT();
  const english = useLanguage() === 'en';
  return useCallback(
    ({ theme, theme_key: key }) =>
      !english && key && Object.hasOwn(MESSAGES, key) ? t(MESSAGES[key]!) : theme,
    [t, english],
  );
}
