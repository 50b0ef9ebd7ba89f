import type { Language } from '../../../shared/i18n/schema-texts';
import { formatDisplayDate } from '../../../shared/time/date-format';
import type { notifications } from '../../db/schema';
import { renderText } from '../../i18n/render-text';
import { text } from '../../i18n/text';
import type { ServerTextKey } from '../../i18n/server-texts';
import { activityTitle } from '../reminders/activity-title';

type Row = typeof notifications.$inferSelect;

/** Each kind's message. */
const MESSAGES: Record<Row['kind'], ServerTextKey> = {
  'report.rejected': 'notifications.reportRejected',
  'report.approved': 'notifications.reportApproved',
  'report.lineRejected': 'notifications.reportLineRejected',
  'project.sentBack': 'notifications.projectSentBack',
  'project.approved': 'notifications.projectApproved',
  'project.lineRejected': 'notifications.projectLineRejected',
  'reminder.sent': 'notifications.reminderSent',
};

/** Where the texts come from: the activity types' English titles and their translation overlays. */
export interface TitleSource {
  schemasDir: string;
  /** The English title of an activity type, by key. */
  titleOf(key: string): string | undefined;
}

/**
 * A notification in words of `language`, composed when it is read (never stored in words), so each
 * officer reads it in their own language, the activity's title as that language's forms show it.
 */
export async function notificationText(row: Row, language: Language, titles: TitleSource): Promise<string> {
  const details = row.details;
  const params: Record<string, string | number> = { ...details };
  if (row.activityKey) {
    const english = titles.titleOf(row.activityKey) ?? row.activityKey;
    params.activity = await activityTitle(titles.schemasDir, row.activityKey, english, language);
    // A report's point line is named as its type's forms name it in that language.
    if (typeof details.line === 'string')
      params.line = await activityTitle(titles.schemasDir, row.activityKey, details.line, language);
  }
  if (typeof details.date === 'string') params.date = formatDisplayDate(details.date);
  // A report's month is named with its year (03/2026), as the reminder SMS names it.
  if (typeof details.month === 'string' && details.year !== undefined)
    params.month = `${details.month}/${details.year}`;
  return renderText(text(MESSAGES[row.kind], params), language);
}
