import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../../shared/api/openapi';
import { ACTIVITIES_KEY } from '../../../../activity-domain/query-keys';
import { api } from '../../../../lib/api-client';
import { unwrap } from '../../../../lib/api-error';
import { useSession } from '../../../../lib/session-store';

/** A month's zone grid as the server answers it. */
export type ZoneGrid = components['schemas']['ZoneGrid'];

/** One cell of the grid. */
export type ZoneGridCell = components['schemas']['ZoneGridCell'];

/**
 * The month's zone grid of the clubs the role reaches (GET /api/activity/{month}/zone-grid). Keyed
 * under the shared activities root, so a report filed or decided anywhere refreshes it; the role is
 * in the key because it travels as a header and decides the scope.
 */
export function useZoneGrid(month: string) {
  const { role } = useSession();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'zone-grid', role, month] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/api/activity/{month}/zone-grid', { params: { path: { month } } }))).data,
  });
}
