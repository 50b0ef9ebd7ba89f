import { defineMessages } from '../../../i18n/messages';

/**
 * The texts of the officer's "what is due" panel on the home page (issue 28). Plain `{name}` arguments
 * only, as the rest of the home page: it may paint before the ICU formatter has loaded.
 */
export const dueMessages = defineMessages({
  title: { id: 'homeDue.title', defaultMessage: 'Reports to file' },
  loading: { id: 'homeDue.loading', defaultMessage: 'Loading the reports to file' },
  none: { id: 'homeDue.none', defaultMessage: 'Every report of this month and last month is filed.' },
  dueOn: { id: 'homeDue.dueOn', defaultMessage: 'Due {date}' },
  overdue: { id: 'homeDue.overdue', defaultMessage: 'Overdue' },
  file: { id: 'homeDue.file', defaultMessage: 'File {title} for {month}' },
  sentBackTitle: { id: 'homeDue.sentBackTitle', defaultMessage: 'Reports sent back' },
  reason: { id: 'homeDue.reason', defaultMessage: 'Reason: {reason}' },
  open: { id: 'homeDue.open', defaultMessage: 'Open {title} for {month}' },
  showAll: { id: 'homeDue.showAll', defaultMessage: 'Show all {count} reports to file' },
  showFewer: { id: 'homeDue.showFewer', defaultMessage: 'Show fewer' },
});
