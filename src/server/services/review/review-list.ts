import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { activityType } from '../../../shared/catalogue/catalogue';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/read-cache';
import { activities, clubs } from '../../db/schema';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import { pageMeta, pageWindow } from '../pagination';

const ofMonth = and(
  eq(activities.lionsYear, sql.placeholder('year')),
  eq(activities.month, sql.placeholder('month')),
);

/** How many reports a month of a Lions year holds (an index count; a window count would sort them all). */
const monthCount = (db: Db) =>
  preparedRead(db, 'review_month_count', (d, name) =>
    d.select({ n: count() }).from(activities).where(ofMonth).prepare(name),
  );

/**
 * A page of a month's reports, newest first, with their clubs. The page's ids are picked first from
 * the month's index alone, then joined: a deep page skips its rows without joining each to its club.
 */
const monthPage = (db: Db) =>
  preparedRead(db, 'review_month_page', (d, name) => {
    const newestFirst = [desc(activities.createdAt), desc(activities.id)];
    const pageIds = d
      .select({ id: activities.id })
      .from(activities)
      .where(ofMonth)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return d
      .select({
        uuid: activities.uuid,
        key: activities.key,
        status: activities.status,
        createdAt: activities.createdAt,
        clubUuid: clubs.uuid,
        clubName: clubs.name,
      })
      .from(activities)
      .innerJoin(clubs, eq(clubs.id, activities.clubId))
      .where(inArray(activities.id, pageIds))
      .orderBy(...newestFirst)
      .prepare(name);
  });

/**
 * The evaluator's Review Tasks list: a page of the reports of every club filed for the month of the
 * current Lions year, newest first, with the page meta (also as last_page, as the spec reads it).
 */
export async function reviewPage(
  db: Db,
  activityCatalogue: ActivityCatalogue,
  month: string,
  pageNumber?: number,
) {
  const today = colomboDate();
  const year = lionsYearOf(today).startYear;
  const { page, offset, limit } = pageWindow(pageNumber);
  // Two named statements at once: on PostgreSQL they run on two pooled connections side by side.
  const [[total], rows] = await Promise.all([
    monthCount(db).execute({ year, month }),
    monthPage(db).execute({ year, month, limit, offset }),
  ]);
  const meta = pageMeta(total?.n ?? 0, page);
  return {
    data: rows.map((r) => {
      const type = activityCatalogue.byKey(r.key) ?? activityType(r.key);
      const title = type?.title ?? r.key;
      return {
        uuid: r.uuid,
        key: r.key,
        activity: title,
        name: title,
        club: { uuid: r.clubUuid, name: r.clubName },
        month,
        status: r.status,
        due_date: dueDateOf(month, type?.schedule.dueDay ?? 15, today),
        created_at: r.createdAt.toISOString(),
      };
    }),
    meta,
    last_page: meta.last_page,
  };
}
