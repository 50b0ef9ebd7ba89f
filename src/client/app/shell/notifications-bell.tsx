import { lazy, Suspense, useState } from 'react';
import { PlainButton } from '../../components/first-load/plain-button';
import { notificationMessages } from '../../features/notifications/messages';
import { useUnreadCount } from '../../features/notifications/use-notifications';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

const loadDrawer = () => import('./notifications-drawer');
const NotificationsDrawer = lazy(async () => ({ default: (await loadDrawer()).NotificationsDrawer }));

/**
 * The bell of the top bar, with the number of the club's notifications the user has not read. The
 * drawer it opens (Blueprint's Drawer) is not part of the first load: its code is fetched when the
 * bell is pointed at, focused or clicked.
 */
export function NotificationsBell() {
  const t = useT();
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadDrawer();
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <>
      <span className="cms-bell">
        <PlainButton
          minimal
          icon="notifications"
          aria-label={
            unread > 0 ? t(notificationMessages.bellUnread, { count: shown }) : t(shellMessages.notifications)
          }
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        />
        {unread > 0 ? (
          <span className="cms-bell__badge" aria-hidden="true" data-testid="bell-badge">
            {shown}
          </span>
        ) : null}
      </span>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDrawer isOpen={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
