import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { ACTIVITIES_KEY } from './query-keys';

/** The report to delete: its uuid and activity key. */
export interface DeleteTarget {
  id: string;
  key: string;
}

/**
 * Deletes a report with its points and files (DELETE /api/activity/{id}/delete/{key}); every activity
 * list (Monthly Tasks, Review Tasks) reloads afterwards.
 */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: DeleteTarget) =>
      unwrap(api.DELETE('/api/activity/{id}/delete/{key}', { params: { path: { id, key } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
}
