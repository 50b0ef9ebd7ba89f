import { defineMessages } from '../i18n/messages';

/**
 * The client's own lines about failed requests (when the server gave none). Made outside React and
 * shown on the login page too: plain `{name}` arguments only.
 */
export const libMessages = defineMessages({
  serverUnreachable: {
    id: 'lib.serverUnreachable',
    defaultMessage: 'The server cannot be reached. Check your connection and try again.',
  },
  somethingWentWrong: {
    id: 'lib.somethingWentWrong',
    defaultMessage: 'Something went wrong (error {status}). Please try again.',
  },
  toastClose: { id: 'lib.toastClose', defaultMessage: 'Close' },
});
