import { Button, Intent } from '@blueprintjs/core';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ActivityStatusTag } from '../../../activity-domain/activity-status-tag';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import type { ReviewListItem } from '../api/use-review-list';
import { reviewMessages } from '../messages';

/** Props of one report of the Review Tasks list. */
export interface ReviewRowProps {
  /** The report as the list answers it. */
  item: ReviewListItem;
  /** True when the role may delete this report (the evaluator any, others a REJECTED one). */
  deletable: boolean;
  /** True while a delete is on its way, so a second one cannot start. */
  busy: boolean;
  /** Called when the user asks to delete it; the page confirms first. */
  onDelete: (item: ReviewListItem) => void;
}

/** The path of a report's read-only view. */
export function reviewViewPath(item: ReviewListItem): string {
  return `/activities/monthly/view/${encodeURIComponent(item.uuid)}/${item.month}/${encodeURIComponent(item.key)}`;
}

/**
 * One report: activity and club, status chip, due date, and its view and delete buttons. The buttons'
 * accessible names carry the activity and club, since every row has the same two icons.
 */
export function ReviewRow({ item, deletable, busy, onDelete }: ReviewRowProps) {
  const t = useT();
  const what = { activity: item.activity, club: item.club.name };
  const deleteLabel = t(reviewMessages.delete, what);
  return (
    <div className="cms-review-row">
      <div className="cms-review-row__what">
        <span className="cms-review-row__name">{item.activity}</span>
        <span className="cms-review-row__club">{item.club.name}</span>
      </div>
      <span className="cms-review-row__status">
        {/* PENDING shows red in this list (spec 2 section 2), pink elsewhere. */}
        <ActivityStatusTag status={item.status} pendingRed className="cms-review-status" />
      </span>
      <span className="cms-review-row__due">
        <span className="cms-review-row__label">{t(reviewMessages.due)} </span>
        {formatDisplayDate(item.due_date)}
      </span>
      <span className="cms-review-row__actions">
        <LinkButton to={reviewViewPath(item)} icon="eye-open" label={t(reviewMessages.view, what)} minimal />
        {deletable ? (
          <Button
            icon="trash"
            intent={Intent.DANGER}
            variant="minimal"
            aria-label={deleteLabel}
            title={deleteLabel}
            disabled={busy}
            onClick={() => onDelete(item)}
          />
        ) : null}
      </span>
    </div>
  );
}
