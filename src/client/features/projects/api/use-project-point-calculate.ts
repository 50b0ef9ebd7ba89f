import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/**
 * The evaluator's Refresh: recalculates a project's estimated point lines
 * (POST /api/service-project/{id}/point-calculate); the project reloads afterwards.
 */
export function useProjectPointCalculate(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/service-project/{id}/point-calculate', { params: { path: { id: uuid } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
