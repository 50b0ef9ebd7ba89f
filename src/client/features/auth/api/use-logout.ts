import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearUserDrafts } from '../../../lib/drafts/draft-store';
import { clearUserAnswers } from '../../../lib/outbox/kept-answers';
import { endSession, readSession } from '../../../lib/session-store';

/**
 * Signs out: the local session is cleared first and then the server is told, with the token captured
 * before clearing; a failing call still leaves the user signed out (spec 1 section 4). The user's
 * drafts and the lists kept for offline use on this device go too (a session that merely expired keeps
 * them for the next sign-in).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { token, userId } = readSession();
      endSession();
      queryClient.clear();
      if (userId) await clearUserDrafts(userId).catch(() => undefined);
      if (userId) await clearUserAnswers(userId).catch(() => undefined);
      if (!token) return;
      await api.POST('/api/logout', { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    },
  });
}
