import { Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { useT } from '../../i18n/translator';
import { shellMessages } from './messages';

/** Props of the notifications drawer. */
export interface NotificationsDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The right-hand 'Notifications' drawer the bell of the top bar opens. */
export function NotificationsDrawer({ isOpen, onClose }: NotificationsDrawerProps) {
  const t = useT();
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title={t(shellMessages.notifications)}
      icon="notifications"
      position={Position.RIGHT}
      size={DrawerSize.SMALL}
    >
      {/* Blueprint's drawer has no dialog role of its own; screen readers need one. */}
      <div className="cms-drawer-body" role="dialog" aria-label={t(shellMessages.notifications)}>
        <p>{t(shellMessages.notificationsWelcome)}</p>
      </div>
    </Drawer>
  );
}
