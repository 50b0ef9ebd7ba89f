import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { ReportRef } from './use-review-decisions';

/**
 * The evaluator's 'approve all open lines' (POST /api/activity/{id}/approve-open/{key}): every
 * PENDING line and, with `approveReport`, the report, in one request the server checks line by line
 * against the point-line machine and against the version seen. The report's screens and the lists
 * reload after it, whether it landed or not.
 */
export function useApproveOpen({ id, key, version }: ReportRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approveReport: boolean) =>
      unwrap(
        api.POST('/api/activity/{id}/approve-open/{key}', {
          params: { path: { id, key }, query: version === undefined ? {} : { version } },
          body: { approve_report: approveReport },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY }),
  });
}
