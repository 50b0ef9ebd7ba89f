import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectReviewQueueKey } from './project-keys';

/**
 * One page of the projects waiting for the signed-in role's review level, within its reach
 * (GET /api/service-project/review/list?page={n}).
 */
export function useProjectReviewQueue(page: number) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: projectReviewQueueKey({ role, clubId }, page),
    queryFn: () => unwrap(api.GET('/api/service-project/review/list', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}
