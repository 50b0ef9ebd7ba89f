import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/** A committee entry to add: position, member (uuid) and project_id. */
export type CommitteeMemberInput = components['schemas']['ProjectCommitteeInput'];

/**
 * Adds a member to a project's committee with a position (POST
 * /api/service-project/committee-member/save); the project's queries reload afterwards.
 */
export function useSaveCommitteeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommitteeMemberInput) =>
      unwrap(api.POST('/api/service-project/committee-member/save', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
