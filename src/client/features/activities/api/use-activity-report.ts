import { useQuery } from '@tanstack/react-query';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { useSession } from '../../../lib/session-store';
import type { ActivityReportDetail, ActivitySlug } from './report-types';

/** Reads a filed report: GET api/{slug}/{id}, or the common detail api/activity/{id}/show?key=. */
async function readReport(type: ActivityType, id: string): Promise<ActivityReportDetail> {
  const answer = type.slug
    ? await unwrap(api.GET('/api/{type}/{id}', { params: { path: { type: type.slug as ActivitySlug, id } } }))
    : await unwrap(
        api.GET('/api/activity/{id}/show', { params: { path: { id }, query: { key: type.key } } }),
      );
  return answer.data;
}

/** One filed report (the view and edit screens); idle without a type or id. */
export function useActivityReport(type: ActivityType | undefined, id: string | undefined) {
  const { role } = useSession();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'report', role, type?.key, id],
    queryFn: () => readReport(type!, id!),
    enabled: Boolean(type && id),
  });
}
