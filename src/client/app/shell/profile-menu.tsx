import { useEffect, useRef, useState, type ComponentType } from 'react';
import { MemberAvatar } from '../../components/member-avatar';
import { PlainButton } from '../../components/first-load/plain-button';
import { useProfile } from '../../hooks/use-profile';
import { whenIdle } from '../../lib/when-idle';
import type { ProfileMenuPopoverProps } from './profile-menu-popover';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

let loading: Promise<ComponentType<ProfileMenuPopoverProps>> | undefined;
/** The Blueprint part of the menu, fetched once. */
const loadPopover = () => (loading ??= import('./profile-menu-popover').then((m) => m.ProfileMenuPopover));

/**
 * The profile button of the top bar. Its menu (Blueprint's Popover and Menu) is not part of the first
 * load: it is fetched once the browser is idle, or at once when the button is pointed at, focused or
 * clicked, and then takes the button's place, opened if the officer clicked in the meantime. The
 * plain button stays in place until then. A press counts as a click from pointerdown: a swap between
 * the press and its release would otherwise split the click across two buttons, and lose it.
 */
export function ProfileMenu() {
  const t = useT();
  const profile = useProfile().data;
  const name = profile?.display_name ?? '';
  const trigger = useRef<HTMLButtonElement>(null);
  // Pressed (pointerdown or click) before the swap: the menu opens as it mounts. State, not a ref read
  // in the load's answer, because the swap may already be scheduled when the press comes.
  const [pressed, setPressed] = useState(false);
  const [loaded, setLoaded] = useState<{
    Menu: ComponentType<ProfileMenuPopoverProps>;
    focus: boolean;
  } | null>(null);
  const want = () => {
    void loadPopover().then((Menu) =>
      // The first answer swaps the button; later ones (idle, hover, focus share the load) change nothing.
      setLoaded((now) => now ?? { Menu, focus: document.activeElement === trigger.current }),
    );
  };
  const press = () => {
    setPressed(true);
    want();
  };
  useEffect(() => whenIdle(want), []);

  if (loaded) return <loaded.Menu openAtStart={pressed} focusAtStart={loaded.focus} />;
  return (
    <PlainButton
      ref={trigger}
      minimal
      aria-label={t(shellMessages.profile)}
      className="cms-profile-button"
      onPointerEnter={want}
      onFocus={want}
      onPointerDown={press}
      onClick={press}
    >
      <MemberAvatar name={name || '?'} image={profile?.profile_image} size={30} decorative />
    </PlainButton>
  );
}
