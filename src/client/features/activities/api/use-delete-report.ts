import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from './activity-keys';

/** Deletes a report (DELETE api/activity/{id}/delete/{key}); the activity lists reload afterwards. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) =>
      unwrap(api.DELETE('/api/activity/{id}/delete/{key}', { params: { path: { id, key } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
}
