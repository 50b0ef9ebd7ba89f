import { Intent, Tag } from '@blueprintjs/core';

/** Props of a status tag. */
export interface StatusTagProps {
  /** ACTIVE/active or anything else. */
  status: string;
}

/** Green for active, red otherwise (spec 1 section 2.13). */
export function StatusTag({ status }: StatusTagProps) {
  const active = status.toUpperCase() === 'ACTIVE';
  return (
    <Tag intent={active ? Intent.SUCCESS : Intent.DANGER} round minimal={false}>
      {active ? 'Active' : 'Inactive'}
    </Tag>
  );
}
