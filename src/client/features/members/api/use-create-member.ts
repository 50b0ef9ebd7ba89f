import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { MEMBERS_KEY } from './member-keys';

/** What the member create form sends (JSON). */
export type MemberCreateInput = components['schemas']['MemberCreateInput'];

/** Creates a member (POST /api/member/create); the member lists reload afterwards. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: MemberCreateInput) => unwrap(api.POST('/api/member/create', { body: member })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}
