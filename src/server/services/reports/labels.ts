import { MONTH_NAMES } from '../../../shared/time/month-names';

/**
 * A month of the Lions year opening in July of `startYear`, as a report names it ('July 2026',
 * 'January 2027'): July to December fall in the start year, January to June in the next.
 */
export function monthLabel(month: string, startYear: number): string {
  const m = Number(month);
  return `${MONTH_NAMES[m - 1] ?? month} ${m >= 7 ? startYear : startYear + 1}`;
}

const STATUS_LABELS: Record<string, string> = {
  SUBMITTED: 'Submitted',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/** An activity status as the screens name it; any other value or none is 'Not Submitted' (spec 2 s4). */
export function activityStatusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status]) || 'Not Submitted';
}

/** A point line status as the points panel names it (PENDING, APPROVED, REJECTED). */
export function lineStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** Points rounded to two decimals, so sums of fractions print as the evaluator wrote them (the engine's rounding). */
export { roundPoints } from '../../../shared/points/round-points';
