import { defineServerTexts } from '../define-server-texts';

/** The evaluator's review of activity reports and of their point lines. */
export const reviewTexts = defineServerTexts({
  activityChanged: 'The activity has changed since you opened it. Reload it and decide again.',
  pointLineNotFound: 'Point line not found.',
  activityApproved: 'Activity has been approved successfully',
  activityRejected: 'Activity has been rejected',
  pointsApproved: 'Points have been approved',
  openLinesApproved: 'The open point lines have been approved',
  flaggedNoBulk: 'Rules flagged this report (a possible duplicate claim): decide its point lines one by one.',
  pointsRejected: 'Points have been rejected',
  success: 'success',
  monthMismatch: 'The month must be the month of the address.',
});
