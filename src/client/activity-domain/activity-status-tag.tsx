import { Colors, Tag } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import { STATUS_TONE_TEXTS, statusChip } from './activity-status';

/** Props of an activity's status chip. */
export interface ActivityStatusTagProps {
  /** The status from the list; null when nothing is filed. */
  status: string | null;
  /** Shows PENDING red, as the Review Tasks list does (spec 2 section 2), rather than pink. */
  pendingRed?: boolean;
  /** A class of the place that shows it, added to the chip's own. */
  className?: string;
}

/**
 * The status chip of spec 2 section 4: SUBMITTED blue, PENDING pink (or red), APPROVED green, REJECTED
 * red, anything else 'Not Submitted' orange.
 */
export function ActivityStatusTag({ status, pendingRed, className }: ActivityStatusTagProps) {
  const t = useT();
  const chip = statusChip(status, { pendingRed });
  const classes = ['cms-activity-status', `cms-activity-status--${chip.tone}`, className];
  return (
    <Tag
      round
      intent={chip.intent}
      className={classes.filter(Boolean).join(' ')}
      style={chip.background ? { backgroundColor: chip.background, color: Colors.WHITE } : undefined}
    >
      {t(STATUS_TONE_TEXTS[chip.tone])}
    </Tag>
  );
}
