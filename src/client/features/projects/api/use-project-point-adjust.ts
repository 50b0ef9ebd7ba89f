import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/**
 * A points adjustment: the points to add (negative to take away), the reason, and the project
 * version the evaluator saw (the server refuses a project changed since, so one adjustment lands once).
 */
export interface PointAdjustment {
  point: number;
  comment: string;
  version: number;
}

/** A reversal of an earlier adjustment (its id), with the reason and the version seen. */
export interface AdjustmentReversal {
  reverses: number;
  comment: string;
  version: number;
}

/**
 * The evaluator adjusts an approved project's points, or reverses an adjustment (POST
 * /api/service-project/{id}/point-update). Landed or refused, every project query reloads, the
 * project's detail among them: its version, rows and total move on, and a refusal may say the
 * evaluator's copy was stale.
 */
export function useProjectPointAdjust(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointAdjustment | AdjustmentReversal) =>
      unwrap(
        api.POST('/api/service-project/{id}/point-update', {
          params: { path: { id: uuid } },
          body,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
