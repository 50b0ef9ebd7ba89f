import { activityReviewMachine } from './activity-review-machine';
import { ACTIVITY_STATUSES, type ActivityStatus } from './statuses';

/**
 * The statuses still needing the evaluator: every state of the activity machine that is not final
 * (SUBMITTED and PENDING today). Read from the machine, so a state added there joins the queue.
 */
export const WAITING_STATUSES: readonly ActivityStatus[] = ACTIVITY_STATUSES.filter(
  (status) => activityReviewMachine.states[status]?.type !== 'final',
);

/** True when a report in this status (as stored) still waits for the evaluator's decision. */
export function isWaitingActivity(status: unknown): boolean {
  return (WAITING_STATUSES as readonly unknown[]).includes(status);
}
