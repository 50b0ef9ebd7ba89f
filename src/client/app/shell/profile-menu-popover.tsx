import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { roleLabel } from '../../../shared/policy';
import { MemberAvatar } from '../../components/member-avatar';
import { useLogout } from '../../features/auth/api/use-logout';
import { useProfile } from '../../hooks/use-profile';
import { useSession } from '../../lib/session-store';
import { isImplemented } from '../implemented-routes';

/** Props of the profile menu's Blueprint part. */
export interface ProfileMenuPopoverProps {
  /** Opens the menu at once: the officer clicked the button while this code was loading. */
  openAtStart: boolean;
  /** Takes the focus: the button it replaces had it. */
  focusAtStart: boolean;
}

/**
 * The profile menu of the top bar: avatar, role, display name, international id, and Change Role,
 * Manage your account and Sign out (spec 1 section 2.1). Loaded after the first paint (see
 * profile-menu.tsx), it replaces a button that looks the same.
 */
export function ProfileMenuPopover({ openAtStart, focusAtStart }: ProfileMenuPopoverProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtStart || openAtStart) button.current?.focus();
  }, [focusAtStart, openAtStart]);
  const { role } = useSession();
  const profile = useProfile().data;
  const logout = useLogout();
  const navigate = useNavigate();
  const name = profile?.display_name ?? '';

  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });

  const menu = (
    <Menu className="cms-profile-menu" aria-label="Profile menu">
      <li className="cms-profile-menu__head">
        <MemberAvatar name={name || '?'} image={profile?.profile_image} size={48} />
        <div>
          <div className="cms-profile-menu__role">{role ? roleLabel(role) : ''}</div>
          <div className="cms-profile-menu__name">{name}</div>
          <div className="cms-profile-menu__id">{profile?.international_id}</div>
        </div>
      </li>
      <MenuDivider />
      <MenuItem icon="swap-horizontal" text="Change Role" onClick={() => navigate('/switch-role')} />
      {isImplemented('/profile') && (
        <MenuItem icon="user" text="Manage your account" onClick={() => navigate('/profile')} />
      )}
      <MenuItem icon="log-out" text="Sign out" onClick={signOut} />
    </Menu>
  );

  return (
    <Popover content={menu} placement="bottom-end" defaultIsOpen={openAtStart}>
      <Button ref={button} variant="minimal" aria-label="Profile" className="cms-profile-button">
        <MemberAvatar name={name || '?'} image={profile?.profile_image} size={30} />
      </Button>
    </Popover>
  );
}
