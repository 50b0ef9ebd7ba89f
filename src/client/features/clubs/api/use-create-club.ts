import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { CLUB_PICKER_KEY, CLUBS_KEY } from './club-keys';

/** What the club form sends: name, lions_club_zone_id and status (spec 1 section 3). */
export type ClubInput = components['schemas']['ClubInput'];

/** Creates a club (POST /api/club/create); the club lists reload afterwards. */
export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (club: ClubInput) => unwrap(api.POST('/api/club/create', { body: club })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLUBS_KEY });
      void queryClient.invalidateQueries({ queryKey: CLUB_PICKER_KEY });
    },
  });
}
