import { and, count, desc, eq } from 'drizzle-orm';
import { activityType } from '../../../shared/catalogue/catalogue';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import { activities, clubs } from '../../db/schema';
import { pageMeta, pageWindow } from '../../services/pagination';
import type { OperationHandler } from '../types';

/**
 * GET /api/cpe-activity/{month}/list?page=: the evaluator's Review Tasks list, the reports of every
 * club filed for the month of the current Lions year, newest first.
 */
export const activityReviewList: OperationHandler<{
  Params: { month: string };
  Querystring: { page?: number };
}> = async (request) => {
  const { db, activityCatalogue } = request.server;
  const { month } = request.params;
  const today = colomboDate();
  const year = lionsYearOf(today).startYear;
  const { page, offset, limit } = pageWindow(request.query.page);
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
    status_code: 200,
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
};
