import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';

/** The query key of the zone chairpersons' list. */
export const ZONE_CHAIRMEN_KEY = ['office-members', 'zone-chairmen'] as const;

/** The query key of the region chairpersons' list. */
export const REGION_CHAIRMEN_KEY = ['office-members', 'region-chairmen'] as const;

/** The members holding ZONE_CHAIRPERSON today (GET /api/zone-chairmen/list). */
export function useZoneChairmen() {
  return useQuery({
    queryKey: ZONE_CHAIRMEN_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/zone-chairmen/list'))).data,
  });
}

/** The members holding REGION_CHAIRPERSON today (GET /api/region-chairmen/list). */
export function useRegionChairmen() {
  return useQuery({
    queryKey: REGION_CHAIRMEN_KEY,
    queryFn: async () => (await unwrap(api.GET('/api/region-chairmen/list'))).data,
  });
}
