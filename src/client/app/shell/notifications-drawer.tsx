import { Drawer, DrawerSize, Position } from '@blueprintjs/core';

/** Props of the notifications drawer. */
export interface NotificationsDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The right-hand 'Notifications' drawer the bell of the top bar opens. */
export function NotificationsDrawer({ isOpen, onClose }: NotificationsDrawerProps) {
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title="Notifications"
      icon="notifications"
      position={Position.RIGHT}
      size={DrawerSize.SMALL}
    >
      {/* Blueprint's drawer has no dialog role of its own; screen readers need one. */}
      <div className="cms-drawer-body" role="dialog" aria-label="Notifications">
        <p>
          Welcome to the Lions Club CMS. News about your club&apos;s activities and service projects will
          appear here.
        </p>
      </div>
    </Drawer>
  );
}
