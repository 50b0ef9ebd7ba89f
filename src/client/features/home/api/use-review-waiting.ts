import { useQuery } from '@tanstack/react-query';
import type { paths } from '../../../../shared/api/openapi';
import { can } from '../../../../shared/policy';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';

/** What waits for the evaluator: counts by status and age, and the oldest waiting report. */
export type ReviewWaiting =
  paths['/api/cpe-activity/waiting']['get']['responses']['200']['content']['application/json']['data'];

/**
 * What waits for review this Lions year (GET /api/cpe-activity/waiting), for the roles the policy
 * lets see it. Under the activities key, so a decision or a filing anywhere refreshes it.
 */
export function useReviewWaiting() {
  const { role } = useSession();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'review-waiting', role],
    queryFn: async () => (await unwrap(api.GET('/api/cpe-activity/waiting'))).data,
    enabled: can(role, 'review.waiting'),
  });
}
