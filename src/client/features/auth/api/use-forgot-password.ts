import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';

/** Asks for a reset SMS; resolves with the answer whose status_code decides the notice. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (mobile: string) => unwrap(api.POST('/api/forgot-password', { body: { mobile } })),
  });
}
