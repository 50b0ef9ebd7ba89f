import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { Language } from '../../../shared/i18n/schema-texts';
import { useProfile } from '../../hooks/use-profile';
import { chooseLanguage, isLanguage } from '../../i18n/language';
import { api } from '../../lib/api-client';
import { unwrap } from '../../lib/api-error';
import { useSession } from '../../lib/session-store';

/**
 * Switches the app's language: at once on this device (every screen follows), and for the user on
 * the server (PUT /api/member/language), so it follows them to their other devices.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const save = useMutation({
    mutationFn: (language: Language) => unwrap(api.PUT('/api/member/language', { body: { language } })),
  });
  const { mutate } = save;
  return useCallback(
    (language: Language) => {
      chooseLanguage(language);
      mutate(language);
    },
    [mutate],
  );
}

// The session whose user's language was last followed: once per sign-in, so a switch made since
// (saved on the server a moment later) is not undone by the profile as it was.
let followedSession: string | null = null;

/**
 * Follows the language the signed-in user chose (the profile carries it) once per sign-in: on a new
 * device, or after another user's session on a shared one, the app speaks theirs.
 */
export function useUsersLanguage(): void {
  const { token } = useSession();
  const language = useProfile().data?.language;
  useEffect(() => {
    if (!token || !isLanguage(language) || followedSession === token) return;
    followedSession = token;
    chooseLanguage(language);
  }, [token, language]);
}
