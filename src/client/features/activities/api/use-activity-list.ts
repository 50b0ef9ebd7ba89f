import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { withKeptAnswer } from '../../../lib/outbox/kept-answers';
import { useSession } from '../../../lib/session-store';
import { activityListKey } from './activity-keys';

/** One row of the Monthly Tasks list: an activity type scheduled for the month, and its report if filed. */
export type ActivityListItem = components['schemas']['ActivityListItem'];

/**
 * The activities of a club for a month (GET /api/activity/{month}/list/{clubId}, a bare array); idle
 * until a club is chosen. No placeholder data between months: each row's links carry the month, so
 * rows of the previous month must not stay on screen under the new one. Offline, the last answer kept
 * on the device is shown with its time (`asOf`), so Monthly Tasks opens without a connection.
 */
export function useActivityList(month: string, clubId: string | null) {
  const { role, userId } = useSession();
  return useQuery({
    queryKey: activityListKey(role, clubId ?? '', month),
    queryFn: () =>
      withKeptAnswer(userId, `activities:${role}:${clubId}:${month}`, () =>
        unwrap(
          api.GET('/api/activity/{month}/list/{clubId}', {
            params: { path: { month, clubId: clubId ?? '' } },
          }),
        ),
      ),
    // Offline the call is still made: it fails at once and the kept answer is shown.
    networkMode: 'always',
    enabled: Boolean(clubId),
  });
}
