import { CPE, isClubOfficerRole } from '../../../shared/policy';
import { canEditMonth } from '../../../shared/time/activity-months';

/** The snackbar of spec 2 section 8 when the evaluator opens a month outside the edit window. */
export const EDIT_WINDOW_MESSAGE = 'Previous or future months activities are disabled';

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

function editPath({ uuid, month, key }: ActivityTargetInput): string {
  return `/activities/monthly/edit/${encodeURIComponent(uuid ?? '')}/${month}/${encodeURIComponent(key)}`;
}

function addPath({ month, key }: ActivityTargetInput): string {
  return `/activities/monthly/add/${month}/${encodeURIComponent(key)}`;
}

/** The evaluator adds and edits only inside the edit window (month 05 boundary); else the message. */
function withinWindow(row: ActivityTargetInput, to: string): ActivityTarget {
  return canEditMonth(row.month, row.currentMonth)
    ? { kind: 'navigate', to }
    : { kind: 'blocked', message: EDIT_WINDOW_MESSAGE };
}

/**
 * The click rule of the Monthly Tasks list (spec 2 section 2):
 * - club officers: a filed report (SUBMITTED, APPROVED, PENDING, REJECTED) opens its view, anything
 *   else the add form of that month and key;
 * - the evaluator: SUBMITTED, APPROVED, REJECTED open the view, PENDING opens the edit screen,
 *   anything else the add form; edit and add only inside the edit window (`canEditMonth`);
 * - every other role may only read: a filed report opens its view, an unfiled one does nothing
 *   (their guard would refuse the add form).
 * A status without a uuid cannot be opened, so it counts as unfiled.
 */
export function activityTarget(row: ActivityTargetInput): ActivityTarget {
  const status = row.status?.toUpperCase() ?? null;
  const filed = status !== null && FILED.has(status) && Boolean(row.uuid);

  if (isClubOfficerRole(row.role)) {
    return { kind: 'navigate', to: filed ? viewPath(row) : addPath(row) };
  }
  if (row.role === CPE) {
    if (!filed) return withinWindow(row, addPath(row));
    return status === 'PENDING' ? withinWindow(row, editPath(row)) : { kind: 'navigate', to: viewPath(row) };
  }
  return filed ? { kind: 'navigate', to: viewPath(row) } : { kind: 'none' };
}
