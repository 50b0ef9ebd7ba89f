import { Intent, Tag } from '@blueprintjs/core';

const INTENTS: Readonly<Record<string, Intent>> = {
  APPROVED: Intent.SUCCESS,
  REJECTED: Intent.DANGER,
};

/** Props of a point line's status chip. */
export interface PointStatusTagProps {
  /** PENDING, APPROVED or REJECTED, as stored. */
  status: string;
}

/**
 * A point line's status (activities and service projects alike): PENDING grey, APPROVED green,
 * REJECTED red.
 */
export function PointStatusTag({ status }: PointStatusTagProps) {
  const label = status.charAt(0) + status.slice(1).toLowerCase();
  return (
    <Tag round minimal={!(status in INTENTS)} intent={INTENTS[status] ?? Intent.NONE}>
      {label}
    </Tag>
  );
}
