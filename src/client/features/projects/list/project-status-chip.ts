import { Colors, Intent } from '@blueprintjs/core';
import { isProjectStatus, PROJECT_STATUS_LABELS, type ProjectStatus } from '../../../../shared/machines';

/** How a project's status chip looks. */
export interface ProjectStatusChip {
  /** The chip's words (PROJECT_STATUS_LABELS). */
  label: string;
  /** The colour family: drafts neutral or orange, review levels blue, approved green. */
  intent: Intent;
  /** Its own colour: no two statuses share one (spec 3 section 4: "each status has its own chip colour"). */
  background: string;
}

// Blueprint has five intents for nine statuses, so each status takes a colour of its own from the
// palette; the review levels walk through the cool colours in the order a project passes them.
const BACKGROUNDS: Readonly<Record<ProjectStatus, string>> = {
  PROCESSING: Colors.GRAY3,
  PENDING: Colors.ORANGE3,
  SUBMITTED: Colors.BLUE3,
  PROJECT_CHAIRMAN_REVIEW: Colors.CERULEAN3,
  CLUB_PRESIDENT_SECRETARY_REVIEW: Colors.INDIGO3,
  ZONE_CHAIRPERSON_REVIEW: Colors.VIOLET3,
  REGION_CPE_CHAIRPERSON_REVIEW: Colors.TURQUOISE3,
  REGION_GST_REVIEW: Colors.SEPIA3,
  APPROVED: Colors.GREEN3,
};

const INTENTS: Readonly<Record<ProjectStatus, Intent>> = {
  PROCESSING: Intent.NONE,
  PENDING: Intent.WARNING,
  SUBMITTED: Intent.PRIMARY,
  PROJECT_CHAIRMAN_REVIEW: Intent.PRIMARY,
  CLUB_PRESIDENT_SECRETARY_REVIEW: Intent.PRIMARY,
  ZONE_CHAIRPERSON_REVIEW: Intent.PRIMARY,
  REGION_CPE_CHAIRPERSON_REVIEW: Intent.PRIMARY,
  REGION_GST_REVIEW: Intent.PRIMARY,
  APPROVED: Intent.SUCCESS,
};

/** The chip of a project status; a value outside the machine shows as it came, grey. */
export function projectStatusChip(status: string): ProjectStatusChip {
  if (!isProjectStatus(status)) return { label: status, intent: Intent.NONE, background: Colors.GRAY1 };
  return { label: PROJECT_STATUS_LABELS[status], intent: INTENTS[status], background: BACKGROUNDS[status] };
}
