import { can } from '../../../shared/policy';
import { canEditMonth, EDIT_WINDOW_MESSAGE } from '../../../shared/time/activity-months';

export { EDIT_WINDOW_MESSAGE };

/**
 * What clicking an activity row does: open a screen, show the edit-window message instead, or
 * nothing at all (a read-only role on an activity nobody has filed yet).
 */
export type ActivityTarget =
  { kind: 'navigate'; to: string } | { kind: 'blocked'; message: string } | { kind: 'none' };

/** A row of the list and the situation it is clicked in. */
export interface ActivityTargetInput {
  /** The active role. */
  role: string | null;
  /** The row's status; null when nothing is filed. */
  status: string | null;
  /** The filed report's uuid; null when nothing is filed. */
  uuid: string | null;
  /** The activity key (BOARD_MEETING...). */
  key: string;
  /** The month chosen on the list, '01'..'12'. */
  month: string;
  /** The current month in Asia/Colombo, '01'..'12'. */
  currentMonth: string;
}

/** The statuses of a filed report; anything else (or none) means the month's report is still to add. */
const FILED = new Set(['SUBMITTED', 'APPROVED', 'PENDING', 'REJECTED']);

function viewPath({ uuid, month, key }: ActivityTargetInput): string {
  return `/activities/monthly/view/${encodeURIComponent(uuid ?? '')}/${month}/${encodeURIComponent(key)}`;
}

function addPath({ month, key }: ActivityTargetInput): string {
  return `/activities/monthly/add/${month}/${encodeURIComponent(key)}`;
}

/** A report is added only inside the edit window (month 05 boundary); else the message. */
function withinWindow(row: ActivityTargetInput, to: string): ActivityTarget {
  return canEditMonth(row.month, row.currentMonth)
    ? { kind: 'navigate', to }
    : { kind: 'blocked', message: EDIT_WINDOW_MESSAGE };
}

/**
 * The click rule of the Monthly Tasks list (spec 2 section 2, with two deviations recorded in
 * docs/spec-deviations.md):
 * - a filed report (SUBMITTED, APPROVED, PENDING, REJECTED) opens its view, for every role; the
 *   evaluator's PENDING report too (the spec opened the club's edit form, whose save sent a report
 *   under review back to SUBMITTED): the view holds the review panels and the Edit button;
 * - an unfiled one opens the add form for the roles that file (club officers, the evaluator), inside
 *   the edit window only (`canEditMonth`, which the server enforces too); else the message;
 * - every other role may only read: an unfiled activity does nothing.
 * A status without a uuid cannot be opened, so it counts as unfiled.
 */
export function activityTarget(row: ActivityTargetInput): ActivityTarget {
  const status = row.status?.toUpperCase() ?? null;
  const filed = status !== null && FILED.has(status) && Boolean(row.uuid);
  if (filed) return { kind: 'navigate', to: viewPath(row) };
  return can(row.role, 'activity.add') ? withinWindow(row, addPath(row)) : { kind: 'none' };
}
