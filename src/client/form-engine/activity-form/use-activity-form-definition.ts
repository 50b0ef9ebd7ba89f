import { useQuery } from '@tanstack/react-query';
import { loadActivityForm } from './load-activity-form';

/** The query key of an activity type's form definition. */
export function activityFormQueryKey(activityKey: string) {
  return ['activity-form', activityKey] as const;
}

/**
 * An activity type's form definition, loaded once per key and kept: the page may use its
 * `isPending` for its progress bar and its `data.type.title` for its title. A missing form is not
 * retried (it will not appear by asking again).
 */
export function useActivityFormDefinition(activityKey: string) {
  return useQuery({
    queryKey: activityFormQueryKey(activityKey),
    queryFn: () => loadActivityForm(activityKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // The definition holds a validator object: keep it as loaded, not rebuilt by structural sharing.
    structuralSharing: false,
  });
}
