import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/** A points adjustment: the points to add (negative to take away) and the reason. */
export interface PointAdjustment {
  point: number;
  comment: string;
}

/**
 * The evaluator adjusts an approved project's points (POST /api/service-project/{id}/point-update);
 * the project reloads afterwards.
 */
export function useProjectPointAdjust(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: PointAdjustment) =>
      unwrap(
        api.POST('/api/service-project/{id}/point-update', {
          params: { path: { id: uuid } },
          body: adjustment,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
