import { defineMessages } from '../../i18n/messages';

/**
 * The texts of the first load's plain components (and the error alert the login page shows). They
 * paint before the ICU formatter loads: plain `{name}` arguments only (a test checks it).
 */
export const firstLoadMessages = defineMessages({
  loading: { id: 'components.firstLoad.loading', defaultMessage: 'Loading' },
  dismiss: { id: 'components.firstLoad.dismiss', defaultMessage: 'Dismiss' },
});
