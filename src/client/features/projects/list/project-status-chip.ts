import { Colors, Intent } from '@blueprintjs/core';
import { isProjectStatus, type ProjectStatus } from '../../../../shared/machines';
import type { Translate } from '../../../i18n/messages';
import { projectStatusLabel } from '../project-words';

/** How a project's status chip looks. */
export interface ProjectStatusChip {
  /** The chip's words (PROJECT_STATUS_LABELS, in the reader's language). */
  label: string;
  /** The colour family: drafts neutral or orange, review levels blue, approved green. */
  intent: Intent;
  /** Its own colour: no two statuses share one (spec 3 section 4: "each status has its own chip colour"). */
  background: string;
}

// Blueprint has five intents for nine statuses, so each status takes a colour of its own from the
// palette, each of another hue a reader can name (grey, orange, navy, teal, indigo, plum, pink, olive,
// green): the earlier orange and sepia of Pending and Region GST Reviewed were two browns. Dark
// shades, so the white words stay readable (WCAG AA: every one 5.4:1 or more; the test checks).
export const PROJECT_STATUS_BACKGROUNDS: Readonly<Record<ProjectStatus, string>> = {
  PROCESSING: Colors.GRAY1,
  PENDING: Colors.ORANGE2,
  SUBMITTED: Colors.BLUE1,
  PROJECT_CHAIRMAN_REVIEW: Colors.TURQUOISE1,
  CLUB_PRESIDENT_SECRETARY_REVIEW: Colors.INDIGO2,
  ZONE_CHAIRPERSON_REVIEW: Colors.VIOLET1,
  REGION_CPE_CHAIRPERSON_REVIEW: Colors.ROSE2,
  REGION_GST_REVIEW: Colors.LIME2,
  APPROVED: Colors.GREEN2,
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
export function projectStatusChip(status: string, t: Translate): ProjectStatusChip {
  if (!isProjectStatus(status)) return { label: status, intent: Intent.NONE, background: Colors.DARK_GRAY5 };
  return {
    label: projectStatusLabel(t, status),
    intent: INTENTS[status],
    background: PROJECT_STATUS_BACKGROUNDS[status],
  };
}
