import { Alert, Intent } from '@blueprintjs/core';

/** Props of the drop confirmation. */
export interface DropMemberAlertProps {
  /** The member to drop; the dialog is open while one is given. */
  member: { display_name: string; club: string | null } | null;
  /** True while the drop is on its way. */
  loading: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels. */
  onCancel: () => void;
}

/** Asks before a member is dropped: the member leaves the club and becomes inactive. */
export function DropMemberAlert({ member, loading, onConfirm, onCancel }: DropMemberAlertProps) {
  return (
    <Alert
      isOpen={member !== null}
      intent={Intent.DANGER}
      icon="remove"
      confirmButtonText="Drop"
      cancelButtonText="Cancel"
      loading={loading}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Drop <strong>{member?.display_name}</strong>
        {member?.club ? ` from ${member.club}` : ''}?
      </p>
      <p>The member leaves the club and becomes inactive; their office roles end.</p>
    </Alert>
  );
}
