import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReviewLevel } from '../../../../shared/machines';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectReviewQueueKey } from './project-keys';

/**
 * One page of the projects waiting for the signed-in role's review, within its reach, optionally
 * only those waiting for one level (GET /api/service-project/review/list?page={n}&level={l}).
 */
export function useProjectReviewQueue(page: number, level: ReviewLevel | null = null) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: projectReviewQueueKey({ role, clubId }, page, level),
    queryFn: () =>
      unwrap(
        api.GET('/api/service-project/review/list', {
          params: { query: { page, ...(level ? { level } : {}) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
