import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';

/** Which report a decision is about, and the version of it the evaluator is looking at. */
export interface ReportRef {
  id: string;
  key: string;
  /** data.version of the points answer; the server refuses (409) a decision on a changed report. */
  version?: number;
}

/**
 * The evaluator's decisions on a report (spec 2 decision panel and line actions): approve or reject
 * the whole report, approve or reject a point line. The report, its points and the lists reload
 * after each, whether it landed or not (a refused line update reloads the points, spec 2 s4).
 */
export function useReviewDecisions({ id, key, version }: ReportRef) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
  const path = { id, key };
  const query = version === undefined ? {} : { version };
  return {
    approve: useMutation({
      mutationFn: () => unwrap(api.POST('/api/activity/{id}/approve/{key}', { params: { path, query } })),
      onSettled: reload,
    }),
    reject: useMutation({
      mutationFn: (comment: string) =>
        unwrap(
          api.POST('/api/activity/{id}/reject/{key}', {
            params: { path, query },
            body: { pending_comment: comment },
          }),
        ),
      onSettled: reload,
    }),
    decideLine: useMutation({
      mutationFn: (line: { lineId: number; status: 'APPROVED' | 'REJECTED'; comment?: string }) =>
        unwrap(
          api.POST('/api/activity/update-points', {
            body: {
              id: line.lineId,
              status: line.status,
              reject_comments: line.comment ?? null,
              uuid: id,
              key,
              version,
            },
          }),
        ),
      onSettled: reload,
    }),
  };
}
