import { defineMessages } from '../../i18n/messages';

/** The texts of reports kept on the device until the connection returns (issue 28). */
export const outboxMessages = defineMessages({
  queued: {
    id: 'outbox.queued',
    defaultMessage:
      'You are offline. The report is kept on this device and will be sent when the connection returns, even if you close the app.',
  },
  sent: { id: 'outbox.sent', defaultMessage: '{title} (month {month}) has been sent.' },
  refused: {
    id: 'outbox.refused',
    defaultMessage: '{title} (month {month}) was not accepted. See Monthly Tasks.',
  },
  heading: { id: 'outbox.heading', defaultMessage: 'Kept on this device' },
  waiting: { id: 'outbox.waiting', defaultMessage: 'Waiting to send' },
  failed: { id: 'outbox.failed', defaultMessage: 'Not accepted' },
  entry: { id: 'outbox.entry', defaultMessage: '{title} · Month: {month} · kept {time}' },
  discard: { id: 'outbox.discard', defaultMessage: 'Discard' },
  asOf: { id: 'outbox.asOf', defaultMessage: 'Offline: shown as of {time}' },
});
