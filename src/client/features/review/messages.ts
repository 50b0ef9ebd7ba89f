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
  /** A row's zone and region under its club (issue 16). */
  zoneOfClub: { id: 'review.zoneOfClub', defaultMessage: '{zone}, {region}' },
  /** A row whose files are claimed elsewhere (issue 28): the report view lists the claims. */
  flagged: { id: 'review.flagged', defaultMessage: 'Possible duplicate claim' },

  // The filters (issue 16).
  filtersLabel: { id: 'review.filtersLabel', defaultMessage: 'Filters' },
  status: { id: 'review.status', defaultMessage: 'Status' },
  anyStatus: { id: 'review.anyStatus', defaultMessage: 'All statuses' },
  waiting: { id: 'review.waiting', defaultMessage: 'Waiting for review' },
  region: { id: 'review.region', defaultMessage: 'Region' },
  anyRegion: { id: 'review.anyRegion', defaultMessage: 'All regions' },
  zone: { id: 'review.zone', defaultMessage: 'Zone' },
  anyZone: { id: 'review.anyZone', defaultMessage: 'All zones' },
  club: { id: 'review.club', defaultMessage: 'Club' },
  type: { id: 'review.type', defaultMessage: 'Activity' },
  anyType: { id: 'review.anyType', defaultMessage: 'All activities' },
  clearFilters: { id: 'review.clearFilters', defaultMessage: 'Clear filters' },
});

/** The texts of the evaluator's SMS reminders panel. */
export const reminderMessages = defineMessages({
  title: { id: 'review.reminders.title', defaultMessage: 'SMS reminders' },
  loading: { id: 'review.reminders.loading', defaultMessage: 'Loading SMS reminders' },
  noRuns: { id: 'review.reminders.noRuns', defaultMessage: 'No reminders have been sent yet.' },
  noSends: { id: 'review.reminders.noSends', defaultMessage: 'This run sent no SMS.' },
  runsLabel: { id: 'review.reminders.runsLabel', defaultMessage: 'Reminder runs' },
  sendsLabel: { id: 'review.reminders.sendsLabel', defaultMessage: 'SMS of the run' },
  day: { id: 'review.reminders.day', defaultMessage: 'Day' },
  outcome: { id: 'review.reminders.outcome', defaultMessage: 'Outcome' },
  sent: { id: 'review.reminders.sent', defaultMessage: 'SMS sent' },
  optedOut: { id: 'review.reminders.optedOut', defaultMessage: 'Turned off' },
  showRuns: { id: 'review.reminders.showRuns', defaultMessage: 'Show runs' },
  hideRuns: { id: 'review.reminders.hideRuns', defaultMessage: 'Hide runs' },
  showSends: { id: 'review.reminders.showSends', defaultMessage: 'Show SMS' },
  hideSends: { id: 'review.reminders.hideSends', defaultMessage: 'Hide SMS' },
  club: { id: 'review.reminders.club', defaultMessage: 'Club' },
  officer: { id: 'review.reminders.officer', defaultMessage: 'Officer' },
  activity: { id: 'review.reminders.activity', defaultMessage: 'Activity' },
  dueDate: { id: 'review.reminders.dueDate', defaultMessage: 'Due date' },
  language: { id: 'review.reminders.language', defaultMessage: 'Language' },
});
