import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '../../components/first-load/plain-button';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

const loadDrawer = () => import('./notifications-drawer');
const NotificationsDrawer = lazy(async () => ({ default: (await loadDrawer()).NotificationsDrawer }));

/**
 * The bell of the top bar. The drawer it opens (Blueprint's Drawer) is not part of the first load:
 * its code is fetched when the bell is pointed at, focused or clicked.
 */
export function NotificationsBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadDrawer();
  return (
    <>
      <PlainButton
        minimal
        icon="notifications"
        aria-label={t(shellMessages.notifications)}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDrawer isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
