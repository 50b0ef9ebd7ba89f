import { defineMessages } from '../../../i18n/messages';

/**
 * The texts of the evaluator's "what waits" panel on the home page (issue 16). Plain `{name}`
 * arguments only, as the rest of the home page: it may paint before the ICU formatter has loaded.
 */
export const waitingMessages = defineMessages({
  title: { id: 'homeWaiting.title', defaultMessage: 'Waiting for review' },
  loading: { id: 'homeWaiting.loading', defaultMessage: 'Loading what waits for review' },
  total: { id: 'homeWaiting.total', defaultMessage: 'Reports waiting this Lions year: {count}' },
  none: { id: 'homeWaiting.none', defaultMessage: 'Nothing waits for review.' },
  byStatus: { id: 'homeWaiting.byStatus', defaultMessage: 'By status' },
  byAge: { id: 'homeWaiting.byAge', defaultMessage: 'By days since filing' },
  underWeek: { id: 'homeWaiting.underWeek', defaultMessage: 'Under 7 days' },
  weekToFortnight: { id: 'homeWaiting.weekToFortnight', defaultMessage: '7 to 14 days' },
  overFortnight: { id: 'homeWaiting.overFortnight', defaultMessage: 'Over 14 days' },
  oldest: { id: 'homeWaiting.oldest', defaultMessage: 'Waiting longest' },
  oldestLine: {
    id: 'homeWaiting.oldestLine',
    defaultMessage: '{club} ({zone}), filed {date}: {days} days waiting',
  },
  openList: { id: 'homeWaiting.openList', defaultMessage: 'Open Cpe Review Tasks' },
});
