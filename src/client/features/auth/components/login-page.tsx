import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PlainButton } from '../../../components/first-load/plain-button';
import { PlainFormGroup, PlainInputGroup } from '../../../components/first-load/plain-form-group';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { useLogin } from '../api/use-login';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';

/** Props of the login page. */
export interface LoginPageProps {
  /** Called as the officer signs in: the next screen's code can be fetched while the server checks. */
  onSignIn?: () => void;
}

/** '/login': sign in with e-mail or mobile and password (spec 1 section 2.4). */
export function LoginPage({ onSignIn }: LoginPageProps = {}) {
  const t = useT();
  const [params] = useSearchParams();
  const [username, setUsername] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string[] | null>(null);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError([t(authMessages.emptyCredentials)]);
      return;
    }
    setError(null);
    onSignIn?.();
    login.mutate(
      { username: username.trim(), password },
      // On success the stored session makes this screen's guard move on (see landingPath).
      { onError: (e) => setError(linesOf(e)) },
    );
  };

  return (
    <AuthCard title={t(authMessages.loginTitle)}>
      <ErrorAlert lines={error} onDismiss={() => setError(null)} />
      <form onSubmit={submit} noValidate>
        <PlainFormGroup
          label={t(authMessages.username)}
          labelFor="username"
          helperText={t(authMessages.usernameHelp)}
        >
          <PlainInputGroup
            id="username"
            name="username"
            autoComplete="username"
            value={username}
            onValueChange={setUsername}
            large
            autoFocus
          />
        </PlainFormGroup>
        <PlainFormGroup label={t(authMessages.password)} labelFor="password">
          <PlainInputGroup
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            large
          />
        </PlainFormGroup>
        <PlainButton
          type="submit"
          intent="primary"
          large
          fill
          loading={login.isPending}
          text={t(authMessages.login)}
        />
      </form>
      <div className="cms-auth__links">
        <Link to="/forgot-password">{t(authMessages.forgotPasswordLink)}</Link>
      </div>
    </AuthCard>
  );
}
