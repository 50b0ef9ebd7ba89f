import { ProgressBar } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { normaliseEmail, normaliseMobile } from '../../../../shared/contact/mobile';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../i18n/translator';
import { api } from '../../../lib/api-client';
import { endSession, startSession } from '../../../lib/session-store';
import { authMessages } from '../messages';

/** True when the username the app sent names this profile (by e-mail or by mobile). */
function sameUser(username: string, profile: { email: string | null; mobile: string | null }): boolean {
  const email = normaliseEmail(username);
  const mobile = normaliseMobile(username);
  return (
    (profile.email !== null && profile.email === email) || (mobile !== null && profile.mobile === mobile)
  );
}

/**
 * '/app-login?username=&token=&appos=android': the Android app opens the web app signed in with its
 * session token (spec 1 section 2.5). Only a progress bar shows; success is an OK answer for that
 * token's own roles and profile. Any other appos, or a token that fails, lands on the login page.
 */
export function AppLoginPage() {
  const t = useT();
  useDocumentTitle(t(authMessages.signingIn));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const username = params.get('username') ?? '';
    const token = params.get('token') ?? '';
    const fail = () => {
      endSession();
      navigate('/login', { replace: true });
    };
    if (params.get('appos') !== 'android' || !username || !token) return fail();

    const headers = { authorization: `Bearer ${token}` };
    void (async () => {
      try {
        const [roles, profile] = await Promise.all([
          api.GET('/api/user/roles', { headers }),
          api.GET('/api/member/profile', { headers }),
        ]);
        const ok = roles.response.status === 200 && profile.response.status === 200;
        const user = profile.data?.data.user;
        if (!ok || !roles.data || !profile.data || !user || !sameUser(username, profile.data.data))
          return fail();
        // The stored session makes this screen's guard move on to the landing page.
        startSession(token, user, roles.data.data);
      } catch {
        fail();
      }
    })();
  }, [params, navigate]);

  return (
    <main className="cms-auth">
      <h1 className="cms-sr-only">{t(authMessages.signingIn)}</h1>
      <ProgressBar intent="primary" aria-label={t(authMessages.signingIn)} />
    </main>
  );
}
