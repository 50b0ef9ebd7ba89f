import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
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
        <FormGroup
          label="Email/Mobile"
          labelFor="username"
          helperText="If mobile, enter without 0 (777xxxxxx)"
        >
          <InputGroup
            id="username"
            name="username"
            autoComplete="username"
            value={username}
            onValueChange={setUsername}
            large
            autoFocus
          />
        </FormGroup>
        <FormGroup label="Password" labelFor="password">
          <InputGroup
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            large
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          loading={login.isPending}
          text="Login"
        />
      </form>
      <div className="cms-auth__links">
        <Link to="/forgot-password">Forgot Password?</Link>
      </div>
    </AuthCard>
  );
}
