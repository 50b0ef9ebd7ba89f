import { defineMessages } from '../i18n/messages';

/** The texts shared by the activity screens: the status chips and the delete confirmation. */
export const activityDomainMessages = defineMessages({
  submitted: { id: 'activityDomain.submitted', defaultMessage: 'Submitted' },
  pending: { id: 'activityDomain.pending', defaultMessage: 'Pending' },
  approved: { id: 'activityDomain.approved', defaultMessage: 'Approved' },
  rejected: { id: 'activityDomain.rejected', defaultMessage: 'Rejected' },
  notSubmitted: { id: 'activityDomain.notSubmitted', defaultMessage: 'Not Submitted' },
  deleteTitle: { id: 'activityDomain.deleteTitle', defaultMessage: 'Delete Activity' },
  deleteQuestion: {
    id: 'activityDomain.deleteQuestion',
    defaultMessage: 'Do you want to delete this activity?',
  },
  delete: { id: 'activityDomain.delete', defaultMessage: 'Delete' },
  cancel: { id: 'activityDomain.cancel', defaultMessage: 'Cancel' },
});
