import { defineMessages } from '../../i18n/messages';

/** The texts of the activity screens (Monthly Tasks, the report forms and views, the review panels). */
export const activityMessages = defineMessages({
  // Monthly Tasks.
  monthlyTasks: { id: 'activities.monthlyTasks', defaultMessage: 'Monthly Tasks' },
  club: { id: 'activities.club', defaultMessage: 'Club' },
  month: { id: 'activities.month', defaultMessage: 'Month' },
  refreshing: { id: 'activities.refreshing', defaultMessage: 'Refreshing' },
  notBoundToClub: { id: 'activities.notBoundToClub', defaultMessage: 'Your role is not bound to a club.' },
  chooseClub: { id: 'activities.chooseClub', defaultMessage: 'Choose a club to see its activities.' },
  loadingActivities: { id: 'activities.loadingActivities', defaultMessage: 'Loading activities' },
  notFound: { id: 'activities.notFound', defaultMessage: 'Activity not found!' },
  listLabel: { id: 'activities.listLabel', defaultMessage: 'Activities' },
  due: { id: 'activities.due', defaultMessage: 'Due' },
  editWindowClosed: {
    id: 'activities.editWindowClosed',
    defaultMessage: 'Previous or future months activities are disabled',
  },

  // The frame of the forms and views.
  activity: { id: 'activities.activity', defaultMessage: 'Activity' },
  editActivity: { id: 'activities.editActivity', defaultMessage: 'Edit Activity' },
  goBack: { id: 'activities.goBack', defaultMessage: 'Go Back' },
  loading: { id: 'activities.loading', defaultMessage: 'Loading' },
  unknownActivity: {
    id: 'activities.unknownActivity',
    defaultMessage: 'This activity type or month does not exist.',
  },
  monthSubtitle: { id: 'activities.monthSubtitle', defaultMessage: 'Month: {month}' },
  formSubtitle: { id: 'activities.formSubtitle', defaultMessage: '{title} · Month: {month}' },
  currentFilePdf: { id: 'activities.currentFilePdf', defaultMessage: 'Current file (PDF)' },
  currentFileImage: { id: 'activities.currentFileImage', defaultMessage: 'Current file (image)' },

  // Filing, changing and deleting a report.
  submitted: { id: 'activities.submitted', defaultMessage: 'Successfully! your submission has been sent' },
  updated: { id: 'activities.updated', defaultMessage: 'Activity has been updated successfully' },
  deleted: { id: 'activities.deleted', defaultMessage: 'Activity has been deleted successfully' },
  edit: { id: 'activities.edit', defaultMessage: 'Edit' },
  delete: { id: 'activities.delete', defaultMessage: 'Delete' },

  // MAF and MJF contributions.
  addContribution: { id: 'activities.addContribution', defaultMessage: 'Add Contribution' },
  contributionsOfMonth: {
    id: 'activities.contributionsOfMonth',
    defaultMessage: 'Contributions of the month',
  },
  contributionDeleted: { id: 'activities.contributionDeleted', defaultMessage: 'Contribution deleted' },
  contributionAdded: { id: 'activities.contributionAdded', defaultMessage: 'Successfully added' },
  contributionsReviewed: {
    id: 'activities.contributionsReviewed',
    defaultMessage: "This month's {title} contributions have been reviewed and can no longer change.",
  },
  noContributions: { id: 'activities.noContributions', defaultMessage: 'No contributions added yet.' },
  contributions: { id: 'activities.contributions', defaultMessage: 'Contributions' },
  actions: { id: 'activities.actions', defaultMessage: 'Actions' },
  deleteContribution: { id: 'activities.deleteContribution', defaultMessage: 'Delete contribution' },

  // The points panel.
  points: { id: 'activities.points', defaultMessage: 'Points' },
  refresh: { id: 'activities.refresh', defaultMessage: 'Refresh' },
  loadingPoints: { id: 'activities.loadingPoints', defaultMessage: 'Loading points' },
  noPoints: { id: 'activities.noPoints', defaultMessage: 'No points for this activity.' },
  columnDescription: { id: 'activities.columnDescription', defaultMessage: 'Description' },
  columnPlusPoints: { id: 'activities.columnPlusPoints', defaultMessage: 'Plus Points' },
  columnNegativePoints: { id: 'activities.columnNegativePoints', defaultMessage: 'Negative Points' },
  columnTotalPoints: { id: 'activities.columnTotalPoints', defaultMessage: 'Total Points' },
  columnStatus: { id: 'activities.columnStatus', defaultMessage: 'Status' },
  columnAction: { id: 'activities.columnAction', defaultMessage: 'Action' },
  total: { id: 'activities.total', defaultMessage: 'Total' },
  totalLeavesOutRejected: {
    id: 'activities.totalLeavesOutRejected',
    defaultMessage: 'Rejected lines are not counted.',
  },

  // The decision panel.
  decision: { id: 'activities.decision', defaultMessage: 'Decision' },
  statusLabel: { id: 'activities.statusLabel', defaultMessage: 'Status:' },
  comment: { id: 'activities.comment', defaultMessage: 'Comment' },
  rejectComment: { id: 'activities.rejectComment', defaultMessage: 'Reject comment' },
  confirmApprove: {
    id: 'activities.confirmApprove',
    defaultMessage: 'I confirmed and approve this activity',
  },
  reject: { id: 'activities.reject', defaultMessage: 'Reject' },
  approve: { id: 'activities.approve', defaultMessage: 'Approved' },
  rejected: { id: 'activities.rejected', defaultMessage: 'Activity has been rejected' },
  approved: { id: 'activities.approved', defaultMessage: 'Activity has been approved successfully' },
  theReport: { id: 'activities.theReport', defaultMessage: 'the report' },
  overdue: { id: 'activities.overdue', defaultMessage: 'Overdue' },
  dueSoon: { id: 'activities.dueSoon', defaultMessage: 'Due soon' },

  // The evaluator's queue on a report (issue 16): next and previous, approve all, shortcuts.
  queueLabel: { id: 'activities.queueLabel', defaultMessage: 'Review queue' },
  queuePrevious: { id: 'activities.queuePrevious', defaultMessage: 'Previous' },
  queueNext: { id: 'activities.queueNext', defaultMessage: 'Next' },
  approveAll: { id: 'activities.approveAll', defaultMessage: 'Approve all open lines and approve report' },
  approveAllQuestion: {
    id: 'activities.approveAllQuestion',
    defaultMessage:
      'Approve {count, plural, =0 {this report} one {its # open line and this report} other {its # open lines and this report}}, then go to the next report waiting?',
  },
  approveAllConfirm: { id: 'activities.approveAllConfirm', defaultMessage: 'Approve' },
  approveAllCancel: { id: 'activities.approveAllCancel', defaultMessage: 'Cancel' },
  approveAllFlagged: {
    id: 'activities.approveAllFlagged',
    defaultMessage:
      'Rules flagged lines of this report (such as a duplicate photo): decide them line by line.',
  },
  shortcuts: { id: 'activities.shortcuts', defaultMessage: 'Keyboard shortcuts' },
  shortcutNext: { id: 'activities.shortcutNext', defaultMessage: 'Next report waiting' },
  shortcutPrevious: { id: 'activities.shortcutPrevious', defaultMessage: 'Previous report waiting' },
  shortcutApproveAll: {
    id: 'activities.shortcutApproveAll',
    defaultMessage: 'Approve all open lines and the report',
  },
});
