import { can } from '../../../../shared/policy';
import { useT } from '../../../i18n/translator';
import type { ReviewListItem } from '../api/use-review-list';
import { reviewMessages } from '../messages';
import { ReviewRow } from './review-row';

/** Props of the rows of the Review Tasks list. */
export interface ReviewListProps {
  /** The reports of the page. */
  items: readonly ReviewListItem[];
  /** The list's address query string (month, filters, page), carried on by each row's link. */
  search: string;
  /** The active role, which decides which reports may be deleted. */
  role: string | null;
  /** True while a delete is on its way. */
  busy: boolean;
  /** Called when the user asks to delete a report. */
  onDelete: (item: ReviewListItem) => void;
}

/**
 * The reports of the page, one row each. Delete follows spec 2 section 6: the evaluator any report,
 * another role only a REJECTED one (the same rule the server applies).
 */
export function ReviewList({ items, search, role, busy, onDelete }: ReviewListProps) {
  const t = useT();
  const deleteAny = can(role, 'activity.deleteAny');
  const deleteRejected = can(role, 'activity.deleteRejected');
  return (
    <ul className="cms-review-list" aria-label={t(reviewMessages.listLabel)}>
      {items.map((item) => (
        <li key={item.uuid}>
          <ReviewRow
            item={item}
            search={search}
            deletable={deleteAny || (deleteRejected && item.status.toUpperCase() === 'REJECTED')}
            busy={busy}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}
