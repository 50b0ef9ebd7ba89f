import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useId } from 'react';
import { OverlayHeader } from './overlay-header';

/** Props of the app's dialog: Blueprint's, with a text title and a close action. */
export interface AppDialogProps extends Omit<DialogProps, 'title'> {
  title: string;
  onClose: () => void;
}

/**
 * Blueprint's Dialog with its header drawn by the app (OverlayHeader), so the close button is named
 * in the user's language, and the dialog named by its title.
 */
export function AppDialog({ title, icon, onClose, children, ...props }: AppDialogProps) {
  const id = useId();
  return (
    <Dialog {...props} onClose={onClose} aria-labelledby={id}>
      <OverlayHeader
        kind="dialog"
        id={id}
        title={title}
        icon={typeof icon === 'string' ? icon : undefined}
        onClose={onClose}
      />
      {children}
    </Dialog>
  );
}
