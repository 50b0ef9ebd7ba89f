import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { replaceToken } from '../../../lib/session-store';

/** The Change Password form's fields (each may be left empty: the server says what is wrong). */
export interface PasswordChange {
  old_password?: string;
  password?: string;
  password_confirmation?: string;
}

/**
 * Changes the password (PATCH /api/member/password). The server signs out every session of the user
 * and answers a fresh token for this browser, which replaces the stored one.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      const answer = await unwrap(
        api.PATCH('/api/member/password', {
          body: {
            old_password: change.old_password ?? '',
            password: change.password ?? '',
            password_confirmation: change.password_confirmation ?? '',
          },
        }),
      );
      // The old token no longer works, whatever the answer's status code says.
      if (answer.token) replaceToken(answer.token);
      return answer;
    },
  });
}
