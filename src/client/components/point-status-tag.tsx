import { Intent, Tag } from '@blueprintjs/core';
import type { MessageDescriptor } from '../i18n/messages';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

const INTENTS: Readonly<Record<string, Intent>> = {
  APPROVED: Intent.SUCCESS,
  REJECTED: Intent.DANGER,
};

/** The words of the stored statuses. */
const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  PENDING: componentsMessages.pointPending,
  APPROVED: componentsMessages.pointApproved,
  REJECTED: componentsMessages.pointRejected,
};

/** Props of a point line's status chip. */
export interface PointStatusTagProps {
  /** PENDING, APPROVED or REJECTED, as stored. */
  status: string;
}

/**
 * A point line's status (activities and service projects alike): PENDING grey, APPROVED green,
 * REJECTED red. A status of another name shows as stored, its first letter in capitals.
 */
export function PointStatusTag({ status }: PointStatusTagProps) {
  const t = useT();
  const known = LABELS[status];
  const label = known ? t(known) : status.charAt(0) + status.slice(1).toLowerCase();
  return (
    <Tag round minimal={!(status in INTENTS)} intent={INTENTS[status] ?? Intent.NONE}>
      {label}
    </Tag>
  );
}
