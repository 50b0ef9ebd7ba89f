import { useQuery } from '@tanstack/react-query';
import type { components } from '../../shared/api/openapi';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';

/** A member holding an office today, as the office lists answer them: uuid, name, club. */
export type OfficeMember = components['schemas']['OfficeMember'];

/** The query key of the holders of one office role. */
export function officeMembersQueryKey(roleCode: string) {
  return ['office-members', roleCode] as const;
}

/** The members holding an office role today (GET /api/office-member/{code}/list); idle without a role. */
export function useOfficeMembers(roleCode: string | undefined) {
  return useQuery({
    queryKey: officeMembersQueryKey(roleCode ?? ''),
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/office-member/{code}/list', { params: { path: { code: roleCode ?? '' } } }),
        )
      ).data,
    enabled: Boolean(roleCode),
  });
}
