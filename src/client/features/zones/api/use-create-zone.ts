import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { REGION_ZONES_KEY } from '../../../pickers/zone-select';
import { ZONES_KEY } from './zone-keys';

/** What the zone form sends: name, lions_club_region (the region's uuid) and status. */
export type ZoneInput = components['schemas']['ZoneInput'];

/** Creates a zone (POST /api/zone/create); the zone lists reload afterwards. */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zone: ZoneInput) => unwrap(api.POST('/api/zone/create', { body: zone })),
    // The club form's zone selects list a region's zones too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ZONES_KEY });
      void queryClient.invalidateQueries({ queryKey: REGION_ZONES_KEY });
    },
  });
}
