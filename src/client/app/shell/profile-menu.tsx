import { useRef, useState, type ComponentType } from 'react';
import { MemberAvatar } from '../../components/member-avatar';
import { PlainButton } from '../../components/first-load/plain-button';
import { useProfile } from '../../hooks/use-profile';
import type { ProfileMenuPopoverProps } from './profile-menu-popover';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

let loading: Promise<ComponentType<ProfileMenuPopoverProps>> | undefined;
/** The Blueprint part of the menu, fetched once. */
const loadPopover = () => (loading ??= import('./profile-menu-popover').then((m) => m.ProfileMenuPopover));

/**
 * The profile button of the top bar and its menu. The button is part of the first load and stays
 * the same element throughout: the menu (Blueprint's popover and menu) is fetched when the button is
 * pointed at, focused or clicked (not while the page loads: issue 15), and opens beside it, at once
 * if the officer clicked while it was coming. (An earlier version swapped the button for Blueprint's when
 * the code came; a swap between a press and its release lost the click.)
 */
export function ProfileMenu() {
  const t = useT();
  const profile = useProfile().data;
  const name = profile?.display_name ?? '';
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Popover, setPopover] = useState<ComponentType<ProfileMenuPopoverProps> | null>(null);
  const want = () => {
    void loadPopover().then((Loaded) => setPopover(() => Loaded));
  };

  return (
    <span className="cms-profile-menu-box">
      <PlainButton
        ref={button}
        minimal
        aria-label={t(shellMessages.profile)}
        aria-haspopup="menu"
        aria-expanded={open}
        className="cms-profile-button"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          setOpen((now) => !now);
          want();
        }}
      >
        <MemberAvatar name={name || '?'} image={profile?.profile_image} size={30} decorative />
      </PlainButton>
      {Popover ? (
        <Popover
          isOpen={open}
          button={button}
          onClose={(byKey) => {
            setOpen(false);
            if (byKey) button.current?.focus();
          }}
        />
      ) : null}
    </span>
  );
}
