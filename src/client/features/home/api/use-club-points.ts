import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';

/**
 * The overview of the club acted for (GET /api/club/points). It loads only once a club is chosen
 * (without one the server has nothing to count), and is keyed by role and club because the request
 * headers carry both.
 */
export function useClubPoints() {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: ['club', 'points', role, clubId],
    queryFn: async () => (await unwrap(api.GET('/api/club/points'))).data,
    enabled: Boolean(clubId),
    // A dashboard: counts change as members and activities are recorded elsewhere in the app.
    staleTime: 0,
  });
}
