import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';

/** A club's report of one activity key in one month: its status and the points it earned. */
export interface ReportCell {
  status: string;
  /** Approved points: APPROVED lines of an APPROVED report; 0 for any other report. */
  points: number;
}

/** The map key of a month's report of a key. */
export const cellKey = (month: string, key: string) => `${month}:${key}`;

/**
 * A club's reports of the given keys in one Lions year, with their approved points, by month and
 * key. One query: a year holds at most 12 reports per key, so the map stays small whatever the
 * number of point lines (they are summed by the database).
 */
export async function clubYearCells(
  db: Db,
  clubId: number,
  lionsYear: number,
  keys: readonly string[],
): Promise<Map<string, ReportCell>> {
  const rows = await db
    .select({
      month: activities.month,
      key: activities.key,
      status: activities.status,
      points: sql<string | number>`coalesce(sum(${activityPoints.totalPoints}) filter (
        where ${activityPoints.status} = 'APPROVED' and ${activities.status} = 'APPROVED'), 0)`,
    })
    .from(activities)
    .leftJoin(activityPoints, eq(activityPoints.activityId, activities.id))
    .where(
      and(
        eq(activities.clubId, clubId),
        eq(activities.lionsYear, lionsYear),
        inArray(activities.key, [...keys]),
      ),
    )
    .groupBy(activities.id);
  return new Map(rows.map((r) => [cellKey(r.month, r.key), { status: r.status, points: Number(r.points) }]));
}
