import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { CLUB_PICKER_KEY, CLUBS_KEY } from './club-keys';
import type { ClubInput } from './use-create-club';

/** Updates a club by uuid (POST /api/club/update/{id}); the club lists and its info reload afterwards. */
export function useUpdateClub(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (club: ClubInput) =>
      unwrap(api.POST('/api/club/update/{id}', { params: { path: { id: uuid } }, body: club })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CLUBS_KEY });
      void queryClient.invalidateQueries({ queryKey: CLUB_PICKER_KEY });
    },
  });
}
