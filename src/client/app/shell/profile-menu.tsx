import { useEffect, useRef, useState, type ComponentType } from 'react';
import { MemberAvatar } from '../../components/member-avatar';
import { PlainButton } from '../../components/first-load/plain-button';
import { useProfile } from '../../hooks/use-profile';
import { whenIdle } from '../../lib/when-idle';
import type { ProfileMenuPopoverProps } from './profile-menu-popover';

let loading: Promise<ComponentType<ProfileMenuPopoverProps>> | undefined;
/** The Blueprint part of the menu, fetched once. */
const loadPopover = () => (loading ??= import('./profile-menu-popover').then((m) => m.ProfileMenuPopover));

/**
 * The profile button of the top bar. Its menu (Blueprint's Popover and Menu) is not part of the first
 * load: it is fetched once the browser is idle, or at once when the button is pointed at, focused or
 * clicked, and then takes the button's place, opened if the officer clicked in the meantime. The
 * plain button stays in place until then, so no click is lost to a swap.
 */
export function ProfileMenu() {
  const profile = useProfile().data;
  const name = profile?.display_name ?? '';
  const trigger = useRef<HTMLButtonElement>(null);
  const clicked = useRef(false);
  const [loaded, setLoaded] = useState<{
    Menu: ComponentType<ProfileMenuPopoverProps>;
    open: boolean;
    focus: boolean;
  } | null>(null);
  const want = () => {
    void loadPopover().then((Menu) =>
      // The first answer swaps the button; later ones (idle, hover, focus share the load) change nothing.
      setLoaded(
        (now) => now ?? { Menu, open: clicked.current, focus: document.activeElement === trigger.current },
      ),
    );
  };
  useEffect(() => whenIdle(want), []);

  if (loaded) return <loaded.Menu openAtStart={loaded.open} focusAtStart={loaded.focus} />;
  return (
    <PlainButton
      ref={trigger}
      minimal
      aria-label="Profile"
      className="cms-profile-button"
      onPointerEnter={want}
      onFocus={want}
      onClick={() => {
        clicked.current = true;
        want();
      }}
    >
      <MemberAvatar name={name || '?'} image={profile?.profile_image} size={30} />
    </PlainButton>
  );
}
