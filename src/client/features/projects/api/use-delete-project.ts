import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/**
 * Deletes a project with everything attached to it (DELETE /api/service-project/{id}/delete); every
 * project query reloads afterwards, whether it landed or not (a refusal may mean it changed).
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      unwrap(api.DELETE('/api/service-project/{id}/delete', { params: { path: { id: uuid } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
