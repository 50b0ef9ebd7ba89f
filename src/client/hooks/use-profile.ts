import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { useSession } from '../lib/session-store';

/** The query key of the signed-in member's profile. */
export const PROFILE_QUERY_KEY = ['member', 'profile'] as const;

/** The signed-in member's profile (GET /api/member/profile), loaded while a session exists. */
export function useProfile() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...PROFILE_QUERY_KEY, token],
    queryFn: async () => (await unwrap(api.GET('/api/member/profile'))).data,
    enabled: Boolean(token),
  });
}
