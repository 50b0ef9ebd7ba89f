import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MemberAvatar } from '../../components/member-avatar';
import { PlainButton } from '../../components/first-load/plain-button';
import { useProfile } from '../../hooks/use-profile';
import { whenIdle } from '../screens';

const loadPopover = () => import('./profile-menu-popover');
const ProfileMenuPopover = lazy(async () => ({ default: (await loadPopover()).ProfileMenuPopover }));

/**
 * The profile button of the top bar. Its menu (Blueprint's Popover and Menu) is not part of the first
 * load: it is fetched once the browser is idle, or at once when the button is pointed at, focused or
 * clicked, and then takes the button's place, opened if the officer already clicked.
 */
export function ProfileMenu() {
  const profile = useProfile().data;
  const name = profile?.display_name ?? '';
  const trigger = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean } | null>(null);
  const want = (open = false) =>
    setWanted((now) => ({
      open: open || Boolean(now?.open),
      focus: document.activeElement === trigger.current,
    }));
  useEffect(() => whenIdle(() => want()), []);

  const button = (
    <PlainButton
      ref={trigger}
      minimal
      aria-label="Profile"
      className="cms-profile-button"
      onPointerEnter={() => want()}
      onFocus={() => want()}
      onClick={() => want(true)}
    >
      <MemberAvatar name={name || '?'} image={profile?.profile_image} size={30} />
    </PlainButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenuPopover openAtStart={wanted.open} focusAtStart={wanted.focus} />
    </Suspense>
  );
}
