import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MemberAvatar } from '../../components/member-avatar';
import { useLogout } from '../../features/auth/api/use-logout';
import { useProfile } from '../../hooks/use-profile';
import { useSession } from '../../lib/session-store';
import { LANGUAGES } from '../../../shared/i18n/schema-texts';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { useRoleName } from '../../i18n/role-names';
import { useT, useLanguage } from '../../i18n/translator';
import { isImplemented } from '../implemented-routes';
import { shellMessages } from './messages';
import { useSwitchLanguage } from './use-switch-language';

/** Props of the profile menu's Blueprint part. */
export interface ProfileMenuPopoverProps {
  /** Opens the menu at once: the officer clicked the button while this code was loading. */
  openAtStart: boolean;
  /** Takes the focus: the button it replaces had it. */
  focusAtStart: boolean;
}

/**
 * The profile menu of the top bar: avatar, role, display name, international id, and Change Role,
 * Manage your account and Sign out (spec 1 section 2.1), then the languages (issue 13). Loaded after the first paint (see
 * profile-menu.tsx), it replaces a button that looks the same.
 */
export function ProfileMenuPopover({ openAtStart, focusAtStart }: ProfileMenuPopoverProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtStart || openAtStart) button.current?.focus();
  }, [focusAtStart, openAtStart]);
  const t = useT();
  const language = useLanguage();
  const roleName = useRoleName();
  const switchLanguage = useSwitchLanguage();
  const { role } = useSession();
  const profile = useProfile().data;
  const logout = useLogout();
  const navigate = useNavigate();
  const name = profile?.display_name ?? '';

  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });

  const menu = (
    <Menu className="cms-profile-menu" aria-label={t(shellMessages.profileMenu)}>
      <li className="cms-profile-menu__head">
        <MemberAvatar name={name || '?'} image={profile?.profile_image} size={48} />
        <div>
          <div className="cms-profile-menu__role">{role ? roleName(role) : ''}</div>
          <div className="cms-profile-menu__name">{name}</div>
          <div className="cms-profile-menu__id">{profile?.international_id}</div>
        </div>
      </li>
      <MenuDivider />
      <MenuItem
        icon="swap-horizontal"
        text={t(shellMessages.changeRole)}
        onClick={() => navigate('/switch-role')}
      />
      {isImplemented('/profile') && (
        <MenuItem icon="user" text={t(shellMessages.manageAccount)} onClick={() => navigate('/profile')} />
      )}
      <MenuItem icon="log-out" text={t(shellMessages.signOut)} onClick={signOut} />
      <MenuDivider title={t(shellMessages.language)} />
      {LANGUAGES.map((code) => (
        <MenuItem
          key={code}
          roleStructure="listoption"
          selected={code === language}
          lang={code}
          text={LANGUAGE_NAMES[code]}
          onClick={() => switchLanguage(code)}
        />
      ))}
    </Menu>
  );

  return (
    <Popover content={menu} placement="bottom-end" defaultIsOpen={openAtStart}>
      <Button
        ref={button}
        variant="minimal"
        aria-label={t(shellMessages.profile)}
        className="cms-profile-button"
      >
        <MemberAvatar name={name || '?'} image={profile?.profile_image} size={30} decorative />
      </Button>
    </Popover>
  );
}
