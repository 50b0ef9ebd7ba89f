import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/** A reviewer's decision as the server takes it: send back (is_pending) or pass on / approve. */
export type ProjectDecision = components['schemas']['ProjectDecisionInput'];

/**
 * A reviewer's decision at their level (POST /api/service-project/{id}/approve-update). Every project
 * query reloads afterwards, whether it landed or not: a 409 means someone else moved it first.
 */
export function useProjectDecision(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ProjectDecision) =>
      unwrap(
        api.POST('/api/service-project/{id}/approve-update', {
          params: { path: { id: uuid } },
          body: decision,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
