import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/** The wizard lists whose entries the typed delete removes (spec 3 section 7). */
export type ProjectEntryType = 'PROJECT_COMMITTEE' | 'PROJECT_CONTRIBUTION' | 'PROJECT_PARTICIPANT';

/**
 * Removes one entry of a wizard list by type and the entry's uuid (DELETE
 * /api/service-project/delete/{type}/{id}); the project's queries reload afterwards, whether it
 * landed or not.
 */
export function useDeleteProjectEntry(type: ProjectEntryType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryUuid: string) =>
      unwrap(
        api.DELETE('/api/service-project/delete/{type}/{id}', {
          params: { path: { type, id: entryUuid } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
