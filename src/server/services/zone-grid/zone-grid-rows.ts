import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, activityPoints, clubs, regions, zones } from '../../db/schema';
import type { GridScope } from './zone-grid-scope';

/** One club's report of one key (or the club alone, key null, when it filed none of them). */
export interface GridReportRow {
  clubId: number;
  clubUuid: string;
  clubName: string;
  zoneId: number;
  zoneName: string;
  regionId: number;
  regionUuid: string;
  regionName: string;
  key: string | null;
  status: string | null;
  month: string | null;
  lionsYear: number | null;
  createdAt: Date | null;
  /** The report's fields, read only while it waits for review and has no point lines yet. */
  data: unknown;
  /** Its point lines: how many, the approved ones' total, and the total of those still open. */
  lineCount: number;
  approvedPoints: number;
  pendingPoints: number;
}

/** The active clubs of the scope, as a condition on clubs, zones and regions. */
function scopeWhere(scope: GridScope): SQL | undefined {
  return and(
    eq(clubs.status, 'ACTIVE'),
    scope.zoneId === null ? undefined : eq(clubs.zoneId, scope.zoneId),
    scope.regionId === null ? undefined : eq(zones.regionId, scope.regionId),
  );
}

/**
 * Every active club of the scope with its reports of the given keys for one month of a Lions year and
 * their point lines summed, in one query whatever the scope (a region, the district): clubs ordered
 * by region, zone and name. A club with none of those reports comes once, with a null key. A null
 * month or key list takes every month or type of the Lions year (the standings' year so far).
 */
export async function gridReportRows(
  db: Db,
  scope: GridScope,
  lionsYear: number,
  month: string | null,
  keys: readonly string[] | null,
): Promise<GridReportRow[]> {
  const undecided = sql`${activities.status} in ('SUBMITTED', 'PENDING')`;
  const rows = await db
    .select({
      clubId: clubs.id,
      clubUuid: clubs.uuid,
      clubName: clubs.name,
      zoneId: zones.id,
      zoneName: zones.name,
      regionId: regions.id,
      regionUuid: regions.uuid,
      regionName: regions.name,
      key: activities.key,
      status: activities.status,
      month: activities.month,
      lionsYear: activities.lionsYear,
      createdAt: activities.createdAt,
      data: sql<unknown>`case when ${undecided} and count(${activityPoints.id}) = 0 then ${activities.data} end`,
      lineCount: sql<number>`count(${activityPoints.id})::int`,
      approvedPoints: sql<string | number>`coalesce(sum(${activityPoints.totalPoints})
        filter (where ${activityPoints.status} = 'APPROVED'), 0)`,
      pendingPoints: sql<string | number>`coalesce(sum(${activityPoints.totalPoints})
        filter (where ${activityPoints.status} = 'PENDING'), 0)`,
    })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .leftJoin(
      activities,
      and(
        eq(activities.clubId, clubs.id),
        eq(activities.lionsYear, lionsYear),
        month === null ? undefined : eq(activities.month, month),
        keys === null ? undefined : keys.length > 0 ? inArray(activities.key, [...keys]) : sql`false`,
      ),
    )
    .leftJoin(activityPoints, eq(activityPoints.activityId, activities.id))
    .where(scopeWhere(scope))
    .groupBy(clubs.id, zones.id, regions.id, activities.id)
    .orderBy(asc(regions.name), asc(zones.name), asc(zones.id), asc(clubs.name), asc(clubs.id));
  return rows.map((r) => ({
    ...r,
    approvedPoints: Number(r.approvedPoints),
    pendingPoints: Number(r.pendingPoints),
  }));
}
