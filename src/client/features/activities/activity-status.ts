/** How a status chip looks: its colour family, named after the status it stands for. */
export type StatusTone = 'submitted' | 'pending' | 'approved' | 'rejected' | 'not-submitted';

/** What a status chip shows. */
export interface StatusChip {
  /** The chip's text. */
  label: string;
  /** Its colour: blue, pink, green, red or orange (spec 2 section 4). */
  tone: StatusTone;
}

const CHIPS: Readonly<Record<string, StatusChip>> = {
  SUBMITTED: { label: 'Submitted', tone: 'submitted' },
  PENDING: { label: 'Pending', tone: 'pending' },
  APPROVED: { label: 'Approved', tone: 'approved' },
  REJECTED: { label: 'Rejected', tone: 'rejected' },
};

const NOT_SUBMITTED: StatusChip = { label: 'Not Submitted', tone: 'not-submitted' };

/** The chip of an activity's status; any other value, or none, is 'Not Submitted' (spec 2 section 4). */
export function statusChip(status: string | null | undefined): StatusChip {
  return (status && CHIPS[status.toUpperCase()]) || NOT_SUBMITTED;
}
