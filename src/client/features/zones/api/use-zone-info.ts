import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { zoneInfoKey } from './zone-keys';

/** One zone (GET /api/zone/info/{id}), for the edit form; idle without a valid id. */
export function useZoneInfo(id: number) {
  return useQuery({
    queryKey: zoneInfoKey(id),
    queryFn: async () => (await unwrap(api.GET('/api/zone/info/{id}', { params: { path: { id } } }))).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}
