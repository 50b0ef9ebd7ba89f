import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/machines/activity-waiting';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, clubs, regions, waitingSql, zones } from '../../db/schema';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import type { FileStore } from '../files/file-store';
import { REVIEW_ROW_COLUMNS, reviewRowsOf } from './review-row';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The age bands of the evaluator's home, in days since the report was filed. */
export const WAITING_AGE_BANDS = { week: 7, fortnight: 14 } as const;

/**
 * What waits for the evaluator in the current Lions year (issue 16, the evaluator's home): how many
 * reports still need a decision (the activity machine's open states), by status and by how long they
 * have waited since they were filed (under 7 days, 7 to 14, over 14), and the one waiting longest.
 * Two statements side by side: the counts in one pass, the oldest by the filing order.
 */
export async function waitingSummary(
  db: Db,
  files: FileStore,
  catalogue: ActivityCatalogue,
  now = new Date(),
) {
  const today = colomboDate(now);
  const year = lionsYearOf(today).startYear;
  // Stated as the waiting index's predicate (waitingSql), so both statements read that index alone.
  const waiting = and(eq(activities.lionsYear, year), waitingSql(activities.status));
  const weekAgo = new Date(now.getTime() - WAITING_AGE_BANDS.week * DAY_MS);
  const fortnightAgo = new Date(now.getTime() - WAITING_AGE_BANDS.fortnight * DAY_MS);
  const [counts, [oldest]] = await Promise.all([
    db
      .select({
        status: activities.status,
        total: count(),
        underWeek: count(sql`case when ${gt(activities.createdAt, weekAgo)} then 1 end`),
        overFortnight: count(sql`case when ${lt(activities.createdAt, fortnightAgo)} then 1 end`),
      })
      .from(activities)
      .where(waiting)
      .groupBy(activities.status),
    db
      .select(REVIEW_ROW_COLUMNS)
      .from(activities)
      .innerJoin(clubs, eq(clubs.id, activities.clubId))
      .innerJoin(zones, eq(zones.id, clubs.zoneId))
      .innerJoin(regions, eq(regions.id, zones.regionId))
      .where(waiting)
      .orderBy(asc(activities.createdAt), asc(activities.id))
      .limit(1),
  ]);
  const sum = (pick: (row: (typeof counts)[number]) => number) =>
    counts.reduce((total, row) => total + Number(pick(row)), 0);
  const total = sum((r) => r.total);
  const underWeek = sum((r) => r.underWeek);
  const overFortnight = sum((r) => r.overFortnight);
  return {
    total,
    by_status: Object.fromEntries(
      WAITING_STATUSES.map((status) => [status, Number(counts.find((r) => r.status === status)?.total ?? 0)]),
    ),
    by_age: {
      under_7_days: underWeek,
      days_7_to_14: total - underWeek - overFortnight,
      over_14_days: overFortnight,
    },
    oldest: oldest ? ((await reviewRowsOf(db, files, catalogue, [oldest], today))[0] ?? null) : null,
    oldest_days_waiting: oldest
      ? Math.max(0, Math.floor((now.getTime() - oldest.createdAt.getTime()) / DAY_MS))
      : null,
  };
}
