import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';

/** Sets a new password with the secret of a reset SMS. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; password_confirmation: string }) =>
      unwrap(api.POST('/api/reset-password', { body })),
  });
}
