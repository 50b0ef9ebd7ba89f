import { useQuery } from '@tanstack/react-query';
import { loadActivityView } from '../../form-engine/activity-view';

/** The view definition (view.json) of an activity type, loaded lazily by key; idle without one. */
export function useViewDefinition(key: string | undefined) {
  return useQuery({
    queryKey: ['activity-view-definition', key],
    queryFn: () => loadActivityView(key!),
    enabled: Boolean(key),
    staleTime: Infinity,
  });
}
