import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '../../components/first-load/plain-button';

const loadDrawer = () => import('./notifications-drawer');
const NotificationsDrawer = lazy(async () => ({ default: (await loadDrawer()).NotificationsDrawer }));

/**
 * The bell of the top bar. The drawer it opens (Blueprint's Drawer) is not part of the first load:
 * its code is fetched when the bell is pointed at, focused or clicked.
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadDrawer();
  return (
    <>
      <PlainButton
        minimal
        icon="notifications"
        aria-label="Notifications"
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
