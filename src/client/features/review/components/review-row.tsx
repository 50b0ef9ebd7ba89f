import { Button, Intent, Tag } from '@blueprintjs/core';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ActivityStatusTag } from '../../../activity-domain/activity-status-tag';
import { LinkButton } from '../../../components/link-button';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useT } from '../../../i18n/translator';
import type { ReviewListItem } from '../api/use-review-list';
import { reviewMessages } from '../messages';

/** Props of one report of the Review Tasks list. */
export interface ReviewRowProps {
  /** The report as the list answers it. */
  item: ReviewListItem;
  /** The list's address query string, carried unchanged by the link to the report. */
  search: string;
  /** True when the role may delete this report (the evaluator any, others a REJECTED one). */
  deletable: boolean;
  /** True while a delete is on its way, so a second one cannot start. */
  busy: boolean;
  /** Called when the user asks to delete it; the page confirms first. */
  onDelete: (item: ReviewListItem) => void;
}

/**
 * The path of a report's read-only view, with the list's query string (`month=…&status=…`) unchanged:
 * the report view reads it to walk the same queue (next and previous) and to come back to it.
 */
export function reviewViewPath(item: ReviewListItem, search: string): string {
  const path = `/activities/monthly/view/${encodeURIComponent(item.uuid)}/${item.month}/${encodeURIComponent(item.key)}`;
  return search ? `${path}?${search}` : path;
}

/**
 * One report: its club (first, in bold: the evaluator reads a month club by club), zone and region,
 * the activity (tagged when a duplicate claim is flagged), status chip, due date, and its view and delete buttons. The buttons' accessible names
 * carry the activity and club, since every row has the same two icons.
 */
export function ReviewRow({ item, search, deletable, busy, onDelete }: ReviewRowProps) {
  const t = useT();
  const activityTitle = useActivityTitle();
  const activity = activityTitle({ key: item.key, title: item.activity });
  const what = { activity, club: item.club.name };
  const deleteLabel = t(reviewMessages.delete, what);
  return (
    <div className="cms-review-row">
      <div className="cms-review-row__what">
        <span className="cms-review-row__club">{item.club.name}</span>
        <span className="cms-review-row__zone">
          {t(reviewMessages.zoneOfClub, { zone: item.club.zone.name, region: item.club.region.name })}
        </span>
        <span className="cms-review-row__name">{activity}</span>
        {item.flagged ? (
          <Tag className="cms-review-row__flag" intent={Intent.WARNING} icon="duplicate" minimal>
            {t(reviewMessages.flagged)}
          </Tag>
        ) : null}
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
        <LinkButton
          to={reviewViewPath(item, search)}
          icon="eye-open"
          label={t(reviewMessages.view, what)}
          minimal
        />
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
