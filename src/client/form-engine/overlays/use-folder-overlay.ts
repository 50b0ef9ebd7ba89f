import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '../../../shared/i18n/schema-texts';
import { useLanguage } from '../../i18n/translator';
import { loadFolderOverlay, overlayTranslate } from './load-overlay';

/** A schema folder's texts in the app's language, as a screen reads them. */
export interface FolderTexts {
  /** The language the texts are in. */
  language: Language;
  /** False while a Sinhala or Tamil overlay loads (English is ready at once: it needs none). */
  ready: boolean;
  /** A text of the folder in the language; a text the overlay lacks (or any, in English) as written. */
  translate: (text: string) => string;
}

const asWritten = (text: string) => text;

/**
 * The overlay of a schema folder ('projects/project-info') in the app's language, loaded once per
 * folder and language and kept: the screens built from the folder's files (forms, views, point lines)
 * translate their texts with it. English loads nothing and is ready at once.
 */
export function useFolderOverlay(folder: string): FolderTexts {
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['folder-overlay', folder, language],
    queryFn: () => loadFolderOverlay(folder, language),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: language !== 'en',
  });
  const overlay = query.data;
  const translate = useCallback(
    (text: string) => (overlay ? overlayTranslate(overlay)(text) : text),
    [overlay],
  );
  if (language === 'en') return { language, ready: true, translate: asWritten };
  // An overlay that cannot load (offline, a chunk gone after a release) leaves the texts in English.
  return { language, ready: overlay !== undefined || query.isError, translate };
}
