import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, notifications, officeRoleAssignments, officeRoles, users } from '../../db/schema';
import { renderText } from '../../i18n/render-text';
import { text } from '../../i18n/text';
import { officerHeldOn } from '../clubs/club-officers';
import type { SmsSender } from '../sms/sms-sender';
import { notificationText, type TitleSource } from './notification-text';

/** The kinds a club is also told of by SMS: a decision it must act on. */
const BY_SMS = new Set([
  'report.rejected',
  'report.lineRejected',
  'project.sentBack',
  'project.lineRejected',
]);

/**
 * The officers (the four club officer roles held today) of a club with a mobile and reminders on:
 * who turned reminder SMS off is not texted about decisions either. One row per user, whatever roles
 * they hold.
 */
async function officersToText(db: Db, clubId: number, today: string) {
  return db
    .selectDistinct({ userId: users.id, mobile: users.mobile, language: users.language, club: clubs.name })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .innerJoin(clubs, eq(clubs.id, officeRoleAssignments.clubId))
    .innerJoin(users, eq(users.memberId, officeRoleAssignments.memberId))
    .where(
      and(eq(clubs.id, clubId), officerHeldOn(today), eq(users.smsReminders, true), isNotNull(users.mobile)),
    )
    .orderBy(users.id);
}

/**
 * After a decision has committed: texts the club's officers (reminders on) about each of the new
 * notifications that is a rejection or a send-back, in each officer's language, with the reason,
 * through the SMS outbox. Sent after the commit, so a decision rolled back never texts anyone; an SMS
 * that fails stays failed in the outbox and does not undo the decision.
 */
export async function textDecisions(
  db: Db,
  sms: SmsSender,
  titles: TitleSource,
  notificationIds: readonly number[],
): Promise<void> {
  if (notificationIds.length === 0) return;
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, [...notificationIds]));
  for (const row of rows.filter((r) => BY_SMS.has(r.kind))) {
    for (const officer of await officersToText(db, row.clubId, colomboDate())) {
      const what = await notificationText(row, officer.language, titles);
      const body = renderText(
        text('notifications.sms', { club: officer.club, what, reason: row.reason ?? '' }),
        officer.language,
      );
      await sms.send({ to: officer.mobile!, purpose: 'decision', body });
    }
  }
}
