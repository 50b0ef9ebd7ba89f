/**
 * The statuses in which a filed report may still be changed (edited, entries added or deleted): it is
 * waiting for the evaluator. An APPROVED or REJECTED report is decided; a rejected one is deleted and
 * filed again.
 */
export const CHANGEABLE_ACTIVITY_STATUSES: readonly string[] = ['SUBMITTED', 'PENDING'];

/** True when a report in this status may still be changed. */
export function isChangeableActivity(status: string | null | undefined): boolean {
  return status != null && CHANGEABLE_ACTIVITY_STATUSES.includes(status);
}
