import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '../../../hooks/use-profile';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';

/**
 * Turns the daily reminder SMS on or off (PUT /api/member/sms-reminders); afterwards the profile is
 * loaded again, so the switch shows what the server keeps.
 */
export function useChangeSmsReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => unwrap(api.PUT('/api/member/sms-reminders', { body: { enabled } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
