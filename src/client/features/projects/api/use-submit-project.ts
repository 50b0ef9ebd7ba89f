import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/**
 * Submits a draft project for review (POST /api/service-project/{id}/update {status: 'SUBMITTED'}):
 * it can no longer be changed. Every project query reloads afterwards, whether it landed or not (a
 * 409 means it was submitted or changed elsewhere).
 */
export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      unwrap(
        api.POST('/api/service-project/{id}/update', {
          params: { path: { id: uuid } },
          body: { status: 'SUBMITTED' },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
