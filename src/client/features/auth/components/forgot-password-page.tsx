import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../i18n/translator';
import { ApiError } from '../../../lib/api-error';
import { useForgotPassword } from '../api/use-forgot-password';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';
import { AuthNotice } from './auth-notice';

/** '/forgot-password': ask for a reset SMS by mobile number (spec 1 section 2.7). */
export function ForgotPasswordPage() {
  const t = useT();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string[] | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    forgot.mutate(mobile, {
      onSuccess: (body) => {
        if (body.status_code === 200) setSent(body.message);
      },
      onError: (e) => setError(e instanceof ApiError ? e.lines : [t(authMessages.error)]),
    });
  };

  if (sent) return <AuthNotice title={t(authMessages.forgotPasswordTitle)} message={sent} />;

  return (
    <AuthCard title={t(authMessages.forgotPasswordTitle)}>
      <ErrorAlert lines={error} onDismiss={() => setError(null)} />
      <form onSubmit={submit}>
        <FormGroup label={t(authMessages.mobile)} labelFor="mobile" helperText={t(authMessages.mobileHelp)}>
          <InputGroup
            id="mobile"
            name="mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            // Numeric field: anything but digits is dropped as it is typed.
            onValueChange={(v) => setMobile(v.replace(/\D/g, ''))}
            large
            autoFocus
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          disabled={!mobile}
          loading={forgot.isPending}
          text={t(authMessages.reset)}
        />
      </form>
      <div className="cms-auth__links">
        <Link to="/login">{t(authMessages.backToLogin)}</Link>
      </div>
    </AuthCard>
  );
}
