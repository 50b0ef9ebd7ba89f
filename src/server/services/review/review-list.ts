import { and, count, desc, eq } from 'drizzle-orm';
import { activityType } from '../../../shared/catalogue/catalogue';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, clubs } from '../../db/schema';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import { pageMeta, pageWindow } from '../pagination';

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
  const where = and(eq(activities.lionsYear, year), eq(activities.month, month));
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  const rows = await db
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
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit)
    .offset(offset);
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
