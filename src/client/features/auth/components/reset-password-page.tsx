import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../i18n/translator';
import { ApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/use-reset-password';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';

/** '/reset-password?token=': set a new password from the link of a reset SMS. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string[] | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    reset.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: (body) => setDone(body.message),
        onError: (e) => setError(e instanceof ApiError ? e.lines : [t(authMessages.error)]),
      },
    );
  };

  if (done) return <AuthNotice title={t(authMessages.resetPasswordTitle)} message={done} />;

  return (
    <AuthCard title={t(authMessages.resetPasswordTitle)}>
      <ErrorAlert lines={error} onDismiss={() => setError(null)} />
      <form onSubmit={submit}>
        <FormGroup
          label={t(authMessages.newPassword)}
          labelFor="password"
          helperText={t(authMessages.newPasswordHelp)}
        >
          <InputGroup
            id="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            large
          />
        </FormGroup>
        <FormGroup label={t(authMessages.confirmPassword)} labelFor="password_confirmation">
          <InputGroup
            id="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onValueChange={setConfirmation}
            large
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          disabled={!token || !password || !confirmation}
          loading={reset.isPending}
          text={t(authMessages.resetPasswordTitle)}
        />
      </form>
      <div className="cms-auth__links">
        <Link to="/login">{t(authMessages.backToLogin)}</Link>
      </div>
    </AuthCard>
  );
}
