import { Icon, Intent } from '@blueprintjs/core';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ActivityStatusTag } from '../../../activity-domain/activity-status-tag';
import { showToast } from '../../../lib/toaster';
import type { ActivityTarget } from '../activity-target';
import type { ActivityListItem } from '../api/use-activity-list';

/** Props of one row of the Monthly Tasks list. */
export interface ActivityRowProps {
  /** The activity as the list answers it. */
  item: ActivityListItem;
  /** What clicking it does (see `activityTarget`). */
  target: ActivityTarget;
}

/** The row's content: name, status chip and due date, the same whatever element holds it. */
function RowContent({ item, clickable }: { item: ActivityListItem; clickable: boolean }) {
  return (
    <>
      <span className="cms-activity-row__name">{item.activity}</span>
      <span className="cms-activity-row__status">
        <ActivityStatusTag status={item.status} />
      </span>
      <span className="cms-activity-row__due">
        <span className="cms-activity-row__label">Due </span>
        {formatDisplayDate(item.due_date)}
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
        onClick={() => void showToast(target.message, Intent.WARNING)}
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
