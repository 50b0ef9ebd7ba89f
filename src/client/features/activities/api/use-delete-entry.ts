import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import type { ActivitySlug } from './report-types';

/**
 * Deletes one entry of a report filed entry by entry (DELETE api/{slug}/detail/{entryId}, a MAF or
 * MJF contribution); the entry list and the activity lists reload afterwards.
 */
export function useDeleteEntry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      unwrap(
        api.DELETE('/api/{type}/detail/{entryId}', {
          params: { path: { type: slug as ActivitySlug, entryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
}
