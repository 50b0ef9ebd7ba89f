import { defineMessages } from '../../i18n/messages';

/**
 * The texts of the bell and its drawer (issue 28). Plain `{name}` arguments only: the bell is in the
 * shell, which may paint before the ICU formatter has loaded.
 */
export const notificationMessages = defineMessages({
  bellUnread: { id: 'notifications.bellUnread', defaultMessage: 'Notifications, {count} unread' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading notifications' },
  markRead: { id: 'notifications.markRead', defaultMessage: 'Mark as read' },
  markAllRead: { id: 'notifications.markAllRead', defaultMessage: 'Mark all as read' },
  unread: { id: 'notifications.unread', defaultMessage: 'New' },
  reason: { id: 'notifications.reason', defaultMessage: 'Reason: {reason}' },
  older: { id: 'notifications.older', defaultMessage: 'Show older notifications' },
  list: { id: 'notifications.list', defaultMessage: "Your club's notifications" },
});
