import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';

/**
 * The first page of the chosen club's members (GET /api/member/club/list/se=?page=1): its meta.total
 * is the Club Members count and its rows fill the member strip. Without a club the server would list
 * every club's members, so it waits for one.
 */
export function useClubMembers() {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: ['member', 'club-list', role, clubId, '', 1],
    queryFn: () =>
      unwrap(
        api.GET('/api/member/club/list/se={search}', {
          params: { path: { search: '' }, query: { page: 1 } },
        }),
      ),
    enabled: Boolean(clubId),
    staleTime: 0,
  });
}
