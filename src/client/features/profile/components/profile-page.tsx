import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useProfile } from '../../../hooks/use-profile';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditProfileDialog } from './edit-profile-dialog';
import { ProfileInfoCard } from './profile-info-card';
import { ProfileLists } from './profile-lists';
import { SmsRemindersCard } from './sms-reminders-card';
import { profileMessages } from '../messages';
import '../profile.css';

/**
 * '/profile' (spec 1 section 2.9): the member's info card (edit opens Edit Profile), My Roles, My
 * Contacts, and a Change Password button.
 */
export function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  const [dialog, setDialog] = useState<'edit' | 'password' | null>(null);
  const close = () => setDialog(null);

  let body;
  if (profile.isPending)
    body = <Spinner size={32} className="cms-profile__spinner" aria-label={t(profileMessages.loading)} />;
  else if (profile.isError) {
    const lines = linesOf(profile.error);
    body = (
      <Callout intent={Intent.DANGER} role="alert">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Callout>
    );
  } else {
    body = (
      <div className="cms-profile">
        <ProfileInfoCard profile={profile.data} onEdit={() => setDialog('edit')} />
        <div className="cms-profile__lists">
          <ProfileLists profile={profile.data} />
          <SmsRemindersCard enabled={profile.data.sms_reminders ?? true} />
        </div>
        <EditProfileDialog isOpen={dialog === 'edit'} profile={profile.data} onClose={close} />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t(profileMessages.title)}
        actions={
          <Button icon="key" text={t(profileMessages.changePassword)} onClick={() => setDialog('password')} />
        }
      />
      {body}
      <ChangePasswordDialog isOpen={dialog === 'password'} onClose={close} />
    </>
  );
}
