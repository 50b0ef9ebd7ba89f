import { Colors, Intent } from '@blueprintjs/core';
import type { MessageDescriptor } from '../i18n/messages';
import { activityDomainMessages } from './messages';

/** How a status chip looks: its colour family, named after the status it stands for. */
export type StatusTone = 'submitted' | 'pending' | 'approved' | 'rejected' | 'not-submitted';

/** What a status chip shows. */
export interface StatusChip {
  /** The chip's text, in English (`STATUS_TONE_TEXTS` words it in the current language). */
  label: string;
  /** The status it stands for, which names its colour family. */
  tone: StatusTone;
  /** Its colour: blue, green, red or orange (spec 2 section 4). */
  intent: Intent;
  /** A background no intent gives (PENDING's pink); the chip's text is then white. */
  background?: string;
}

/** How a list shows its chips. */
export interface StatusChipOptions {
  /** Shows PENDING red, as the Review Tasks list does (spec 2 section 2), rather than pink. */
  pendingRed?: boolean;
}

/** The chip's text of each status, in the current language. */
export const STATUS_TONE_TEXTS: Readonly<Record<StatusTone, MessageDescriptor>> = {
  submitted: activityDomainMessages.submitted,
  pending: activityDomainMessages.pending,
  approved: activityDomainMessages.approved,
  rejected: activityDomainMessages.rejected,
  'not-submitted': activityDomainMessages.notSubmitted,
};

const english = (tone: StatusTone) => STATUS_TONE_TEXTS[tone].defaultMessage;

// Blueprint has no pink intent, so PENDING takes its rose colour on a neutral tag.
const CHIPS: Readonly<Record<string, StatusChip>> = {
  SUBMITTED: { label: english('submitted'), tone: 'submitted', intent: Intent.PRIMARY },
  PENDING: { label: english('pending'), tone: 'pending', intent: Intent.NONE, background: Colors.ROSE3 },
  APPROVED: { label: english('approved'), tone: 'approved', intent: Intent.SUCCESS },
  REJECTED: { label: english('rejected'), tone: 'rejected', intent: Intent.DANGER },
};

const PENDING_RED: StatusChip = { label: english('pending'), tone: 'pending', intent: Intent.DANGER };

const NOT_SUBMITTED: StatusChip = {
  label: english('not-submitted'),
  tone: 'not-submitted',
  intent: Intent.WARNING,
};

/**
 * The chip of an activity's status (spec 2 section 4): SUBMITTED blue, PENDING pink (red with
 * `pendingRed`), APPROVED green, REJECTED red; any other value, or none, is 'Not Submitted' orange.
 */
export function statusChip(
  status: string | null | undefined,
  { pendingRed = false }: StatusChipOptions = {},
): StatusChip {
  const chip = (status && CHIPS[status.toUpperCase()]) || NOT_SUBMITTED;
  return pendingRed && chip.tone === 'pending' ? PENDING_RED : chip;
}
