import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../shared/i18n/schema-texts';
import { useLanguage } from '../../i18n/translator';
import { loadActivityForm } from './load-activity-form';

/** The query key of an activity type's form definition. */
export function activityFormQueryKey(activityKey: string, language: Language = 'en') {
  return ['activity-form', activityKey, language] as const;
}

/**
 * An activity type's form definition in the app's language, loaded once per key and language and kept: the page may use its
 * `isPending` for its progress bar and its `data.type.title` for its title. A missing form is not
 * retried (it will not appear by asking again).
 */
export function useActivityFormDefinition(activityKey: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: activityFormQueryKey(activityKey, language),
    queryFn: () => loadActivityForm(activityKey, language),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // The definition holds a validator object: keep it as loaded, not rebuilt by structural sharing.
    structuralSharing: false,
  });
}
