import { Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { OverlayHeader } from '../../components/overlay-header';
import { NotificationList } from '../../features/notifications/notification-list';
import { useHasBell } from '../../features/notifications/use-notifications';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

/** Props of the notifications drawer. */
export interface NotificationsDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The right-hand 'Notifications' drawer the bell of the top bar opens: a club officer's club's
 * notifications; other roles, who have no club to be told of, the spec's welcome text.
 */
export function NotificationsDrawer({ isOpen, onClose }: NotificationsDrawerProps) {
  const t = useT();
  const hasBell = useHasBell();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position={Position.RIGHT} size={DrawerSize.SMALL}>
      {/* Blueprint's drawer has no dialog role of its own; screen readers need one, around the
          header (with its close button) and the list. */}
      <div className="cms-drawer-frame" role="dialog" aria-labelledby="cms-notifications-title">
        <OverlayHeader
          kind="drawer"
          id="cms-notifications-title"
          title={t(shellMessages.notifications)}
          icon="notifications"
          onClose={onClose}
        />
        <div className="cms-drawer-body">
          {hasBell && isOpen ? (
            <NotificationList onNavigate={onClose} emptyText={t(shellMessages.notificationsWelcome)} />
          ) : (
            <p>{t(shellMessages.notificationsWelcome)}</p>
          )}
        </div>
      </div>
    </Drawer>
  );
}
