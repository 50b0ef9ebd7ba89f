import { and, eq } from 'drizzle-orm';
import { dueDateOf } from '../../../shared/time/activity-months';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, clubs } from '../../db/schema';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { notFound } from '../errors';
import { text } from '../../i18n/text';
import { serverToday } from '../clock/server-today';
import type { ActivityCatalogue } from './activity-catalogue';

/** The month before a month id ('01' -> '12'). */
const monthBefore = (month: string) => String(((Number(month) + 10) % 12) + 1).padStart(2, '0');

/**
 * What a club has still to file and what was sent back (issue 28), for the officer's home and
 * Monthly Tasks: the reports of last month (due this month) and of this month the club has not filed,
 * soonest due first, so the overdue ones lead; and its reports of the Lions year an evaluator rejected,
 * with the reason. Last month is left out in July: June belongs to the Lions year that has ended.
 * `today` is the server's (Asia/Colombo), answered too so the browser limits its pickers by the same day.
 */
export async function dueReports(db: Db, catalogue: ActivityCatalogue, acting: ClubActing, clubUuid: string) {
  const today = serverToday();
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.uuid, clubUuid));
  if (!club || !inScope(acting, club.id)) throw notFound(text('clubs.notFound'));
  const year = lionsYearOf(today).startYear;
  const reports = await db
    .select({
      uuid: activities.uuid,
      key: activities.key,
      month: activities.month,
      status: activities.status,
      reviewComment: activities.reviewComment,
    })
    .from(activities)
    .where(and(eq(activities.clubId, club.id), eq(activities.lionsYear, year)));
  const filed = new Set(reports.map((r) => `${r.key}/${r.month}`));
  const thisMonth = today.slice(5, 7);
  const months = thisMonth === '07' ? [thisMonth] : [monthBefore(thisMonth), thisMonth];

  const due = months
    .flatMap((month) =>
      catalogue.types
        .filter(
          (type) => (type.schedule.months as string[]).includes(month) && !filed.has(`${type.key}/${month}`),
        )
        .map((type) => {
          const dueDate = dueDateOf(month, type.schedule.dueDay, today);
          return { key: type.key, activity: type.title, month, due_date: dueDate, overdue: dueDate < today };
        }),
    )
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  const titles = new Map(catalogue.types.map((type) => [type.key, type.title]));
  const sentBack = reports
    .filter((r) => r.status === 'REJECTED')
    .map((r) => ({
      uuid: r.uuid,
      key: r.key,
      activity: titles.get(r.key) ?? r.key,
      month: r.month,
      reason: r.reviewComment ?? '',
    }));
  return { today, due, sent_back: sentBack };
}
