import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PlainButton } from '../../../components/first-load/plain-button';
import { PlainFormGroup, PlainInputGroup } from '../../../components/first-load/plain-form-group';
import { linesOf } from '../../../lib/api-error';
import { useLogin } from '../api/use-login';
import { AuthCard } from './auth-card';

const EMPTY = 'Please enter username and password';

/** '/login': sign in with e-mail or mobile and password (spec 1 section 2.4). */
export function LoginPage() {
  const [params] = useSearchParams();
  const [username, setUsername] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string[] | null>(null);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError([EMPTY]);
      return;
    }
    setError(null);
    login.mutate(
      { username: username.trim(), password },
      // On success the stored session makes this screen's guard move on (see landingPath).
      { onError: (e) => setError(linesOf(e)) },
    );
  };

  return (
    <AuthCard title="Sign in to continue to CMS">
      <ErrorAlert lines={error} onDismiss={() => setError(null)} />
      <form onSubmit={submit} noValidate>
        <PlainFormGroup
          label="Email/Mobile"
          labelFor="username"
          helperText="If mobile, enter without 0 (777xxxxxx)"
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
        <PlainFormGroup label="Password" labelFor="password">
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
        <PlainButton type="submit" intent="primary" large fill loading={login.isPending} text="Login" />
      </form>
      <div className="cms-auth__links">
        <Link to="/forgot-password">Forgot Password?</Link>
      </div>
    </AuthCard>
  );
}
