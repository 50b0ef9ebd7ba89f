import { Colors, Tag } from '@blueprintjs/core';
import { useT } from '../../../i18n/translator';
import { projectStatusChip } from './project-status-chip';

/** Props of a project's status chip. */
export interface ProjectStatusTagProps {
  /** The status as stored (PROCESSING ... APPROVED). */
  status: string;
}

/** A project's status as a round chip in the status's own colour, with white words. */
export function ProjectStatusTag({ status }: ProjectStatusTagProps) {
  const t = useT();
  const chip = projectStatusChip(status, t);
  return (
    <Tag
      round
      intent={chip.intent}
      className="cms-project-status"
      data-status={status}
      style={{ backgroundColor: chip.background, color: Colors.WHITE }}
    >
      {chip.label}
    </Tag>
  );
}
