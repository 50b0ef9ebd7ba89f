import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { reviewListKey } from './review-keys';

/** One row of the Review Tasks list: a filed report of a club for the month. */
export type ReviewListItem = components['schemas']['ReviewListItem'];

/**
 * One page (15 rows) of the month's reports of every club (GET /api/cpe-activity/{month}/list?page=).
 * While another page of the same month loads, the current one stays on screen so the list does not
 * jump; a different month shows no rows until its own arrive, so nobody reads January's reports
 * under 'March'.
 */
export function useReviewList(month: string, page: number) {
  const { role } = useSession();
  return useQuery({
    queryKey: reviewListKey(role, month, page),
    queryFn: () =>
      unwrap(api.GET('/api/cpe-activity/{month}/list', { params: { path: { month }, query: { page } } })),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === month ? previous : undefined,
  });
}
