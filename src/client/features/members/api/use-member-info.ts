import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { memberInfoKey } from './member-keys';

/** One member (GET /api/member/info/{id}), for the info page and the edit form; idle without an id. */
export function useMemberInfo(id: string | undefined) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: memberInfoKey({ role, clubId }, id ?? ''),
    queryFn: async () =>
      (await unwrap(api.GET('/api/member/info/{id}', { params: { path: { id: id ?? '' } } }))).data,
    enabled: Boolean(id),
  });
}
