import { defineServerTexts } from '../define-server-texts';

/** Activity reports: filing, changing and deleting them, and the answers of those calls. */
export const activityTexts = defineServerTexts({
  notFound: 'Activity not found.',
  unknownType: 'Unknown activity type.',
  entryNotFound: 'Entry not found.',
  chooseClub: 'Choose the club the report is for.',
  keyInvalid: 'The selected key is invalid.',
  keyMustBe: 'The key must be {key}.',
  monthInvalid: 'The month must be 01 to 12.',
  notScheduled: 'This activity is not scheduled for that month.',
  monthNotBegun: 'This month has not begun yet: a report can be filed once it starts.',
  dateInFuture: 'The date cannot be after today.',
  editWindow: 'Previous or future months activities are disabled',
  alreadySubmitted: 'This activity has already been submitted for this month.',
  alreadyReviewed: 'This activity has already been reviewed for this month.',
  tooManyEntries: 'A report holds at most {max} entries.',
  decidedCannotChange: 'An activity that has been approved or rejected can no longer be changed.',
  entriesOneByOne: 'Add or delete the entries of this activity one by one.',
  monthCannotChange: 'The month of a report cannot change.',
  memberInvalid: 'The selected member is invalid.',
  onlyRejectedDeletable: 'Only a rejected activity can be deleted.',
  submitted: 'Successfully! your submission has been sent',
  updated: 'Activity has been updated successfully',
  deleted: 'Activity has been deleted successfully',
  entryDeleted: 'Entry has been deleted successfully',
});
