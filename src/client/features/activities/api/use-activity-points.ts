import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { useSession } from '../../../lib/session-store';

/** A point line of a report. */
export type PointLine = components['schemas']['PointLine'];

/** The query key of a report's points. */
export function activityPointsKey(role: string | null, id: string) {
  return [...ACTIVITIES_KEY, 'points', role, id] as const;
}

/**
 * A report's points (spec 2 points panel): each load first asks the server to calculate them
 * (POST point-calculation), then reads them (GET points), so opening the panel and Refresh both
 * recalculate. Decided lines keep their decisions unless their numbers changed.
 */
export function useActivityPoints(id: string | undefined, key: string) {
  const { role } = useSession();
  return useQuery({
    queryKey: activityPointsKey(role, id ?? ''),
    queryFn: async () => {
      const path = { id: id!, key };
      await unwrap(api.POST('/api/activity/{id}/point-calculation/{key}', { params: { path } }));
      return (await unwrap(api.GET('/api/activity/{id}/points/{key}', { params: { path } }))).data;
    },
    enabled: Boolean(id),
  });
}
