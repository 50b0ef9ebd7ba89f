import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { clubInfoKey } from './club-keys';

/** One club with its zone and region (GET /api/club/info/{id}), loaded when the edit form opens. */
export function useClubInfo(uuid: string) {
  return useQuery({
    queryKey: clubInfoKey(uuid),
    queryFn: async () =>
      (await unwrap(api.GET('/api/club/info/{id}', { params: { path: { id: uuid } } }))).data,
    enabled: uuid !== '',
  });
}
