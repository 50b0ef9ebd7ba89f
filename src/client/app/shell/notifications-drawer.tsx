import { Button, Drawer, DrawerSize, Position } from '@blueprintjs/core';
import { useState } from 'react';

/** The bell of the top bar and the right-hand 'Notifications' drawer it opens. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        icon="notifications"
        aria-label="Notifications"
        onClick={() => setOpen(true)}
      />
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
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
    </>
  );
}
