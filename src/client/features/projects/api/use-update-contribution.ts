import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/**
 * Changes the amount (Rs.) of a contribution, by the contribution's uuid (POST
 * /api/service-project-contribution/{id}/update); the project's queries reload afterwards.
 */
export function useUpdateContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, contributions }: { uuid: string; contributions: number }) =>
      unwrap(
        api.POST('/api/service-project-contribution/{id}/update', {
          params: { path: { id: uuid } },
          body: { contributions },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
