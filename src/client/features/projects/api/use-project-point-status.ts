import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { PROJECTS_KEY } from './project-keys';

/** The evaluator's decision on one point line. */
export interface PointLineDecision {
  /** The line's id. */
  id: number;
  status: 'APPROVED' | 'REJECTED';
  /** The reason, for a rejection. */
  comment?: string;
  /** data.version of the project the evaluator is looking at (409 when it changed since). */
  version?: number;
}

/**
 * Approves or rejects a project's point line (POST /api/project-points/update-status); the project
 * reloads afterwards, whether it landed or not.
 */
export function useProjectPointStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, comment, version }: PointLineDecision) =>
      unwrap(
        api.POST('/api/project-points/update-status', {
          body: { id, status, reject_comments: comment ?? null, version },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
