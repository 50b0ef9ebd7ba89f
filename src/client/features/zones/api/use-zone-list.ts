import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { zoneListKey } from './zone-keys';

/** One page of the zones whose name or region matches the search (GET /api/zone/list/se={search}). */
export function useZoneList(search: string, page: number) {
  return useQuery({
    queryKey: zoneListKey(search, page),
    queryFn: () =>
      unwrap(api.GET('/api/zone/list/se={search}', { params: { path: { search }, query: { page } } })),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
