import { Intent, Tag } from '@blueprintjs/core';

const INTENTS: Readonly<Record<string, Intent>> = {
  APPROVED: Intent.SUCCESS,
  REJECTED: Intent.DANGER,
};

/** A point line's status (spec 2 s4): PENDING grey, APPROVED green, REJECTED red. */
export function PointStatusTag({ status }: { status: string }) {
  const label = status.charAt(0) + status.slice(1).toLowerCase();
  return (
    <Tag round minimal={!(status in INTENTS)} intent={INTENTS[status] ?? Intent.NONE}>
      {label}
    </Tag>
  );
}
