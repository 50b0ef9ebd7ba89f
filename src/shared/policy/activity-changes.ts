import { activityControls } from '../machines/activity-review-machine';

/**
 * True when a filed report in this status may still be changed (edited, entries added or deleted):
 * it waits for the evaluator, as the review machine says (`activity.update`). An APPROVED or REJECTED
 * report is decided; a rejected one is deleted and filed again.
 */
export function isChangeableActivity(status: string | null | undefined): boolean {
  return status != null && activityControls(status).canUpdate;
}
