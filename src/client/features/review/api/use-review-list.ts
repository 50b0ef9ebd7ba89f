import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import type { ReviewListParams } from '../../../lib/review-list-params';
import { useSession } from '../../../lib/session-store';
import { reviewListKey } from './review-keys';

/** One row of the Review Tasks list: a filed report of a club for the month. */
export type ReviewListItem = components['schemas']['ReviewListItem'];

/**
 * One page (15 rows) of the month's reports of every club, filtered, those still waiting first
 * (GET /api/cpe-activity/{month}/list?status=&zone=&region=&club=&type=&page=). While another page of
 * the same month and filters loads, the current one stays on screen so the list does not jump; other
 * filters show no rows until their own arrive, so nobody reads January's reports under 'March'.
 */
export function useReviewList({ month, query }: ReviewListParams) {
  const { role } = useSession();
  const { page = 1, ...filters } = query;
  return useQuery({
    queryKey: reviewListKey(role, month, filters, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/cpe-activity/{month}/list', {
          params: { path: { month }, query: { ...filters, page } },
        }),
      ),
    placeholderData: (previous, previousQuery) =>
      JSON.stringify(previousQuery?.queryKey.slice(3, 5)) === JSON.stringify([month, filters])
        ? previous
        : undefined,
  });
}
