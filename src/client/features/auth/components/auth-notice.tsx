import { Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/translator';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';

/** Props of the notice that replaces a signed-out form once it has done its work. */
export interface AuthNoticeProps {
  /** The card's heading. */
  title: string;
  /** The server's success message. */
  message: string;
}

/** A success notice with a link back to the login page (spec 1 section 2.7). */
export function AuthNotice({ title, message }: AuthNoticeProps) {
  const t = useT();
  return (
    <AuthCard title={title}>
      <Callout intent={Intent.SUCCESS} role="status">
        {message}
      </Callout>
      <div className="cms-auth__links">
        <Link to="/login">{t(authMessages.login)}</Link>
      </div>
    </AuthCard>
  );
}
