import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { activityListKey } from './activity-keys';

/** One row of the Monthly Tasks list: an activity type scheduled for the month, and its report if filed. */
export type ActivityListItem = components['schemas']['ActivityListItem'];

/**
 * The activities of a club for a month (GET /api/activity/{month}/list/{clubId}, a bare array); idle
 * until a club is chosen. No placeholder data between months: each row's links carry the month, so
 * rows of the previous month must not stay on screen under the new one.
 */
export function useActivityList(month: string, clubId: string | null) {
  const { role } = useSession();
  return useQuery({
    queryKey: activityListKey(role, clubId ?? '', month),
    queryFn: () =>
      unwrap(
        api.GET('/api/activity/{month}/list/{clubId}', { params: { path: { month, clubId: clubId ?? '' } } }),
      ),
    enabled: Boolean(clubId),
  });
}
