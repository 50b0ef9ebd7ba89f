import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/**
 * Removes a document, with its file, from its project (DELETE /api/document/delete/{id}); the
 * project reloads afterwards, whether it landed or not.
 */
export function useDeleteProjectDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentUuid: string) =>
      unwrap(api.DELETE('/api/document/delete/{id}', { params: { path: { id: documentUuid } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
