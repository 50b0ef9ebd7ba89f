import { defineMessages } from '../../i18n/messages';

/** The texts of the Review Tasks list. */
export const reviewMessages = defineMessages({
  title: { id: 'review.title', defaultMessage: 'Cpe Review Tasks' },
  month: { id: 'review.month', defaultMessage: 'Month' },
  refreshing: { id: 'review.refreshing', defaultMessage: 'Refreshing' },
  loading: { id: 'review.loading', defaultMessage: 'Loading review tasks' },
  noActivities: { id: 'review.noActivities', defaultMessage: 'Activity not found!' },
  deleted: { id: 'review.deleted', defaultMessage: 'Activity has been deleted successfully' },
  listLabel: { id: 'review.listLabel', defaultMessage: 'Review tasks' },

  // A row: its due date's label and the accessible names of its buttons (activity, then club).
  due: { id: 'review.due', defaultMessage: 'Due' },
  view: { id: 'review.view', defaultMessage: 'View {activity}, {club}' },
  delete: { id: 'review.delete', defaultMessage: 'Delete {activity}, {club}' },
});
