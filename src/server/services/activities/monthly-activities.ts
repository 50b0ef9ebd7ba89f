import { and, eq, sql } from 'drizzle-orm';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/read-cache';
import { activities, clubs } from '../../db/schema';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { notFound } from '../errors';
import type { ActivityCatalogue } from './activity-catalogue';
import { text } from '../../i18n/text';

/**
 * The club with that uuid and its reports of one month of a Lions year, in one round trip: a row per
 * report, or one row without a report (null uuid) when it has none; no row when there is no such club.
 */
const clubMonthReports = (db: Db) =>
  preparedRead(db, 'club_month_reports', (d, name) =>
    d
      .select({
        clubId: clubs.id,
        uuid: activities.uuid,
        key: activities.key,
        status: activities.status,
        createdAt: activities.createdAt,
      })
      .from(clubs)
      .leftJoin(
        activities,
        and(
          eq(activities.clubId, clubs.id),
          eq(activities.lionsYear, sql.placeholder('year')),
          eq(activities.month, sql.placeholder('month')),
        ),
      )
      .where(eq(clubs.uuid, sql.placeholder('clubUuid')))
      .prepare(name),
  );

/**
 * The Monthly Tasks list of a club within the acting scope: the activities the catalogue schedules
 * for the month, in catalogue order, joined with the club's reports of that month of the current
 * Lions year.
 */
export async function monthlyActivities(
  db: Db,
  catalogue: ActivityCatalogue,
  acting: ClubActing,
  month: string,
  clubUuid: string,
) {
  const today = colomboDate();
  const year = lionsYearOf(today).startYear;
  const rows = await clubMonthReports(db).execute({ clubUuid, year, month });
  if (!rows[0] || !inScope(acting, rows[0].clubId)) throw notFound(text('clubs.notFound'));
  const byKey = new Map(rows.flatMap((r) => (r.key !== null ? [[r.key, r] as const] : [])));

  return catalogue.types
    .filter((type) => (type.schedule.months as string[]).includes(month))
    .map((type) => {
      const report = byKey.get(type.key);
      return {
        uuid: report?.uuid ?? null,
        key: type.key,
        activity: type.title,
        name: type.title,
        due_date: dueDateOf(month, type.schedule.dueDay, today),
        status: report?.status ?? null,
        created_at: report?.createdAt?.toISOString() ?? null,
      };
    });
}
