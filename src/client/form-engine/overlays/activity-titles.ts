import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import type { Language } from '../../../shared/i18n/schema-texts';
import { useLanguage } from '../../i18n/translator';
import { loadFolderOverlay } from './load-overlay';

/** Each activity type's title in a language, by key (its folder's overlay; none in English). */
export async function loadActivityTitles(
  language: Language,
): Promise<Record<string, Record<string, string>>> {
  if (language === 'en') return {};
  const [{ OVERLAYS }, { texts: common }] = await Promise.all([
    language === 'si' ? import('./activity-overlays-si') : import('./activity-overlays-ta'),
    loadFolderOverlay('common', language),
  ]);
  // As the forms do, a folder's own overlay over the shared one: some titles are shared texts.
  return Object.fromEntries(
    Object.entries(OVERLAYS).map(([path, overlay]) => [path.split('/').at(-3)!, { ...common, ...overlay }]),
  );
}

/**
 * The title of an activity type in the app's language (Monthly Tasks, a report's subtitle): its
 * folder's overlay translates the catalogue title; English until the overlays load, or for a type
 * without one.
 */
export function useActivityTitle(): (type: Pick<ActivityType, 'key' | 'title'>) => string {
  const language = useLanguage();
  const titles = useQuery({
    queryKey: ['activity-titles', language],
    queryFn: () => loadActivityTitles(language),
    staleTime: Infinity,
    enabled: language !== 'en',
  }).data;
  return useCallback((type) => titles?.[type.key]?.[type.title] ?? type.title, [titles]);
}
