import { Button, Intent } from '@blueprintjs/core';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

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
  const t = useT();
  return (
    <Button
      variant="minimal"
      intent={Intent.DANGER}
      icon="trash"
      aria-label={label}
      title={t(m.delete)}
      loading={pending}
      onClick={onDelete}
    />
  );
}
