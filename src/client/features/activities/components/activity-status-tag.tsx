import { Colors, Intent, Tag } from '@blueprintjs/core';
import { statusChip, type StatusTone } from '../activity-status';

/** Props of an activity's status chip. */
export interface ActivityStatusTagProps {
  /** The status from the list; null when nothing is filed. */
  status: string | null;
}

const INTENTS: Readonly<Record<StatusTone, Intent>> = {
  submitted: Intent.PRIMARY,
  pending: Intent.NONE,
  approved: Intent.SUCCESS,
  rejected: Intent.DANGER,
  'not-submitted': Intent.WARNING,
};

/**
 * The status chip of spec 2 section 4: SUBMITTED blue, PENDING pink, APPROVED green, REJECTED red,
 * anything else 'Not Submitted' orange. Blueprint has no pink intent, so PENDING takes its rose colour.
 */
export function ActivityStatusTag({ status }: ActivityStatusTagProps) {
  const chip = statusChip(status);
  return (
    <Tag
      round
      intent={INTENTS[chip.tone]}
      className={`cms-activity-status cms-activity-status--${chip.tone}`}
      style={chip.tone === 'pending' ? { backgroundColor: Colors.ROSE3, color: Colors.WHITE } : undefined}
    >
      {chip.label}
    </Tag>
  );
}
