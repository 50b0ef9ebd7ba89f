import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/** A contribution to record: member (uuid), contributions (Rs.) and project_id. */
export type ContributionInput = components['schemas']['ProjectContributionInput'];

/**
 * Records a member's contribution to a project (POST /api/service-project/clubs-contribution/save);
 * the project's queries reload afterwards.
 */
export function useSaveContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContributionInput) =>
      unwrap(api.POST('/api/service-project/clubs-contribution/save', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
