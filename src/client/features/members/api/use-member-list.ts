import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { memberListKey } from './member-keys';

/**
 * One page of the members of the club acted for (GET /api/member/club/list/se={search}?page={n}):
 * the officer's own club, the chosen club, or every club's members when none is chosen.
 */
export function useMemberList(search: string, page: number) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: memberListKey({ role, clubId }, search, page),
    queryFn: () =>
      unwrap(api.GET('/api/member/club/list/se={search}', { params: { path: { search }, query: { page } } })),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
