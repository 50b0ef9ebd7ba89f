import { Icon, Intent, Tag } from '@blueprintjs/core';
import { Link } from 'react-router';
import { colomboDate } from '../../../../shared/time/colombo';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ActivityStatusTag } from '../../../activity-domain/activity-status-tag';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import type { MessageDescriptor } from '../../../i18n/messages';
import { useT } from '../../../i18n/translator';
import { showToast } from '../../../lib/toaster';
import { EDIT_WINDOW_MESSAGE, type ActivityTarget } from '../activity-target';
import type { ActivityListItem } from '../api/use-activity-list';
import { dueMark } from '../due-mark';
import { activityMessages } from '../messages';

/** The messages a blocked row explains itself with, by their English (`activityTarget` gives it). */
const BLOCKED_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [EDIT_WINDOW_MESSAGE]: activityMessages.editWindowClosed,
};

/** Props of one row of the Monthly Tasks list. */
export interface ActivityRowProps {
  /** The activity as the list answers it. */
  item: ActivityListItem;
  /** What clicking it does (see `activityTarget`). */
  target: ActivityTarget;
}

/**
 * The row's content: name, status chip and due date, marked overdue or due soon while unfiled, the
 * same whatever element holds it.
 */
function RowContent({ item, clickable }: { item: ActivityListItem; clickable: boolean }) {
  const t = useT();
  const title = useActivityTitle();
  const mark = dueMark(item.status, item.due_date, colomboDate());
  return (
    <>
      <span className="cms-activity-row__name">{title({ key: item.key, title: item.activity })}</span>
      <span className="cms-activity-row__status">
        <ActivityStatusTag status={item.status} />
      </span>
      <span className="cms-activity-row__due">
        <span className="cms-activity-row__label">{t(activityMessages.due)} </span>
        {formatDisplayDate(item.due_date)}
        {mark ? (
          <Tag
            minimal
            intent={mark === 'overdue' ? Intent.DANGER : Intent.WARNING}
            className="cms-activity-row__mark"
          >
            {t(mark === 'overdue' ? activityMessages.overdue : activityMessages.dueSoon)}
          </Tag>
        ) : null}
      </span>
      {clickable ? <Icon icon="chevron-right" className="cms-activity-row__chevron" /> : null}
    </>
  );
}

/**
 * One activity: a real link when it opens a screen (keyboard, new tab, the address shown), a button
 * when it can only explain why not, and plain text when a read-only role has nothing to open.
 */
export function ActivityRow({ item, target }: ActivityRowProps) {
  const t = useT();
  if (target.kind === 'navigate') {
    return (
      <Link to={target.to} className="cms-activity-row">
        <RowContent item={item} clickable />
      </Link>
    );
  }
  if (target.kind === 'blocked') {
    return (
      <button
        type="button"
        className="cms-activity-row"
        onClick={() => {
          const known = BLOCKED_MESSAGES[target.message];
          void showToast(known ? t(known) : target.message, Intent.WARNING);
        }}
      >
        <RowContent item={item} clickable />
      </button>
    );
  }
  return (
    <div className="cms-activity-row cms-activity-row--static">
      <RowContent item={item} clickable={false} />
    </div>
  );
}
