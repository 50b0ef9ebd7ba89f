import type { BellNotification } from './use-notifications';

/**
 * Where a notification leads: the report it is about, the form of a report a reminder asks for, or
 * the project's preview (which shows a send-back's reason and the way to edit).
 */
export function notificationLink(n: BellNotification): string | null {
  if (n.entity === 'project') return n.uuid ? `/projects/info/${encodeURIComponent(n.uuid)}` : null;
  if (!n.activity_key || !n.month) return null;
  const key = encodeURIComponent(n.activity_key);
  return n.uuid
    ? `/activities/monthly/view/${encodeURIComponent(n.uuid)}/${n.month}/${key}`
    : `/activities/monthly/add/${n.month}/${key}`;
}
