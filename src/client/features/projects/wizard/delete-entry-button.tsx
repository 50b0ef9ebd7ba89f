import { Button, Intent } from '@blueprintjs/core';

/** The delete action of one row of a wizard list (committee, contributions, participants, documents). */
export function DeleteEntryButton({
  label,
  pending,
  onDelete,
}: {
  /** The button's accessible name, e.g. 'Delete Nimal Perera'. */
  label: string;
  /** This row's delete is in flight. */
  pending: boolean;
  /** Deletes the row. */
  onDelete: () => void;
}) {
  return (
    <Button
      variant="minimal"
      intent={Intent.DANGER}
      icon="trash"
      aria-label={label}
      title="Delete"
      loading={pending}
      onClick={onDelete}
    />
  );
}
