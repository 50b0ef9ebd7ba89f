import { useQuery } from '@tanstack/react-query';
import type { paths } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';

/** The standing of the club acted for, with its points month by month against the district median. */
export type ClubStanding =
  paths['/api/club/standing']['get']['responses']['200']['content']['application/json']['data'];

/**
 * The club's place in its zone, region and the district this Lions year (GET /api/club/standing):
 * only once a club is chosen, keyed by role and club because the request headers carry both.
 */
export function useClubStanding() {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: ['club', 'standing', role, clubId],
    queryFn: async () => (await unwrap(api.GET('/api/club/standing'))).data,
    enabled: Boolean(clubId),
  });
}
