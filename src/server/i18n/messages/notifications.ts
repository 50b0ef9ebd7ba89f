import { defineServerTexts } from '../define-server-texts';

/** What the bell tells a club's officers, and the SMS of a rejection or a send-back. */
export const notificationTexts = defineServerTexts({
  reportRejected: 'The {activity} report for {month} was rejected.',
  reportApproved: 'The {activity} report for {month} was approved.',
  reportLineRejected: 'The point line "{line}" of the {activity} report for {month} was rejected.',
  projectSentBack: 'The service project "{project}" was sent back for changes.',
  projectApproved: 'The service project "{project}" was approved.',
  projectLineRejected: 'The point line "{line}" of the service project "{project}" was rejected.',
  reminderSent: 'A reminder was sent: the {activity} report for {month} is due on {date}.',
  sms: '{club}: {what} Reason: {reason} Please see Club CMS.',
  notFound: 'Notification not found.',
  marked: 'Marked as read',
  allMarked: 'All notifications marked as read',
});
