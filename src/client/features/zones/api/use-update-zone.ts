import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { REGION_ZONES_KEY } from '../../../pickers/zone-select';
import type { ZoneInput } from './use-create-zone';
import { ZONES_KEY } from './zone-keys';

/** Updates a zone (POST /api/zone/update/{id}); the zone lists and its info reload afterwards. */
export function useUpdateZone(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zone: ZoneInput) =>
      unwrap(api.POST('/api/zone/update/{id}', { params: { path: { id } }, body: zone })),
    // The club form's zone selects list a region's zones too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ZONES_KEY });
      void queryClient.invalidateQueries({ queryKey: REGION_ZONES_KEY });
    },
  });
}
