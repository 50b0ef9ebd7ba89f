import { useQuery } from '@tanstack/react-query';
import type { components, paths } from '../../../../../shared/api/openapi';
import { ACTIVITIES_KEY } from '../../../../activity-domain/query-keys';
import { api } from '../../../../lib/api-client';
import { unwrap } from '../../../../lib/api-error';
import { useSession } from '../../../../lib/session-store';

/** The standings as the server answers them. */
export type Standings =
  paths['/api/activity/standings']['get']['responses']['200']['content']['application/json']['data'];

/** One club's standing. */
export type Standing = components['schemas']['Standing'];

/**
 * The Lions year's standings of the clubs the role reaches (GET /api/activity/standings). Keyed under
 * the shared activities root, so a report filed or decided anywhere refreshes them; the role is in
 * the key because it travels as a header and decides the scope.
 */
export function useStandings() {
  const { role } = useSession();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'standings', role] as const,
    queryFn: async () => (await unwrap(api.GET('/api/activity/standings'))).data,
  });
}
