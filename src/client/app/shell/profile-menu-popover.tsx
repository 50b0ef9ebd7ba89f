import { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { RefObject, SyntheticEvent } from 'react';
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
  /** Whether the menu shows. */
  isOpen: boolean;
  /** The profile button the menu opens under; its own presses are its to handle (it toggles). */
  button: RefObject<HTMLButtonElement | null>;
  /** Called when the menu is dismissed or an item chosen: `byKey` when with Escape. */
  onClose: (byKey: boolean) => void;
}

/**
 * The profile menu of the top bar: avatar, role, display name, international id, and Change Role,
 * Manage your account and Sign out (spec 1 section 2.1), then the languages (issue 13). Loaded after
 * the first paint (see profile-menu.tsx), it opens under the profile button, which stays as it is.
 */
export function ProfileMenuPopover({ isOpen, button, onClose }: ProfileMenuPopoverProps) {
  const t = useT();
  const language = useLanguage();
  const roleName = useRoleName();
  const switchLanguage = useSwitchLanguage();
  const { role } = useSession();
  const profile = useProfile().data;
  const logout = useLogout();
  const navigate = useNavigate();
  const name = profile?.display_name ?? '';

  const go = (path: string) => {
    onClose(false);
    navigate(path);
  };
  const signOut = () => {
    onClose(false);
    logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  };

  const menu = (
    <Menu className="cms-profile-menu" aria-label={t(shellMessages.profileMenu)}>
      {/* Not an item of the menu: who is signed in (role none keeps the menu's children its items). */}
      <li className="cms-profile-menu__head" role="none">
        <MemberAvatar name={name || '?'} image={profile?.profile_image} size={48} decorative />
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
        onClick={() => go('/switch-role')}
      />
      {isImplemented('/profile') && (
        <MenuItem icon="user" text={t(shellMessages.manageAccount)} onClick={() => go('/profile')} />
      )}
      <MenuItem icon="log-out" text={t(shellMessages.signOut)} onClick={signOut} />
      <MenuDivider title={t(shellMessages.language)} />
      {LANGUAGES.map((code) => (
        // The languages are a choice of one: radio items of the menu, the chosen one checked and ticked.
        <MenuItem
          key={code}
          role="menuitemradio"
          aria-checked={code === language}
          icon={code === language ? 'tick' : 'blank'}
          lang={code}
          text={LANGUAGE_NAMES[code]}
          onClick={() => {
            onClose(false);
            switchLanguage(code);
          }}
        />
      ))}
    </Menu>
  );

  const interacted = (next: boolean, event?: SyntheticEvent<HTMLElement>) => {
    if (next) return;
    const isKey = event?.nativeEvent instanceof KeyboardEvent;
    const target = event?.target;
    // A press on the profile button is the button's: it toggles the menu itself.
    if (!isKey && target instanceof Node && button.current?.contains(target)) return;
    onClose(isKey);
  };

  return (
    // PopoverNext: the legacy Popover misplaces its content under React 19, Blueprint warns. Its
    // target is an invisible box over the profile button, so the button is never replaced.
    <PopoverNext
      isOpen={isOpen}
      placement="bottom-end"
      onInteraction={interacted}
      renderTarget={({ ref }) => <span ref={ref} className="cms-profile-menu-box__anchor" aria-hidden />}
      content={menu}
    />
  );
}
