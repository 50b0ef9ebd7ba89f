import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { endSession, startSession } from '../../../lib/session-store';

/** Signs in; on success the session is stored, on failure the stored token and role are cleared. */
export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: { username: string; password: string }) => {
      try {
        const body = await unwrap(api.POST('/api/member/login', { body: credentials }));
        startSession(body.token, body.user, body.roles);
        return body;
      } catch (error) {
        endSession();
        throw error;
      }
    },
  });
}
