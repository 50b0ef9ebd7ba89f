import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { clubListKey } from './club-keys';

/**
 * One page of the clubs the active role may see, matching the search on club, zone or region name
 * (GET /api/user/role/club-list/se={search}).
 */
export function useClubList(search: string, page: number) {
  return useQuery({
    queryKey: clubListKey(search, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/user/role/club-list/se={search}', { params: { path: { search }, query: { page } } }),
      ),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
