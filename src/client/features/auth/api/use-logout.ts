import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endSession, readSession } from '../../../lib/session-store';

/**
 * Signs out: the local session is cleared first and then the server is told, with the token captured
 * before clearing; a failing call still leaves the user signed out (spec 1 section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { token } = readSession();
      endSession();
      queryClient.clear();
      if (!token) return;
      await api.POST('/api/logout', { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    },
  });
}
