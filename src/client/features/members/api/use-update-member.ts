import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { MEMBERS_KEY } from './member-keys';

/**
 * Updates a member (POST /api/member/update/{id}) with a multipart body: the FormData goes out as it
 * is (no JSON encoding, and no JSON content type, so the browser writes the multipart boundary).
 */
export function useUpdateMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      unwrap(
        api.POST('/api/member/update/{id}', {
          params: { path: { id } },
          // The generated type describes the fields; the body is their multipart encoding.
          body: form as unknown as components['schemas']['MemberUpdateInput'],
          bodySerializer: (body) => body as unknown as FormData,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}
