import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../../../hooks/use-profile';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { toFormData } from '../../../lib/form-data';
import type { ProfileUpdateFields } from '../profile-form';

/** What the Edit Profile dialog sends: the member's own uuid, the text fields and an optional image. */
export interface ProfileUpdate {
  /** The signed-in member's uuid (the server refuses any other). */
  memberUuid: string;
  fields: ProfileUpdateFields;
  image: File | null;
}

/**
 * Saves the signed-in member's profile (POST /api/user/member/update/{uuid}, multipart). Afterwards
 * the profile is loaded again, so the profile card and the top bar's avatar show the change.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberUuid, fields, image }: ProfileUpdate) =>
      unwrap(
        api.POST('/api/user/member/update/{id}', {
          params: { path: { id: memberUuid } },
          body: fields,
          // Multipart: the browser sets the content type with its boundary.
          bodySerializer: (body) => toFormData({ ...body, image }),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
