import { useQuery } from '@tanstack/react-query';
import { loadActivityView } from '../../form-engine/activity-view';
import { useLanguage } from '../../i18n/translator';

/** The view definition (view.json) of an activity type in the app's language, loaded lazily by key; idle without one. */
export function useViewDefinition(key: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['activity-view-definition', key, language],
    queryFn: () => loadActivityView(key!, language),
    enabled: Boolean(key),
    staleTime: Infinity,
  });
}
