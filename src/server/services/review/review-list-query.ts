import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/machines/activity-waiting';
import type { ReviewStatusFilter } from '../../../shared/review/review-filters';
import type { Db } from '../../db/database';
import { activities, clubs, regions, waitingFirstSql, zones } from '../../db/schema';

/** The filters of the Review Tasks list (the query parameters of the same names). */
export interface ReviewFilters {
  /** '01'..'12': the month of the current Lions year. */
  month: string;
  /** One status, or WAITING for every status still needing the evaluator. */
  status?: ReviewStatusFilter;
  /** The zone's numeric id. */
  zone?: number;
  /** The region's uuid. */
  region?: string;
  /** The club's uuid. */
  club?: string;
  /** The activity key (BOARD_MEETING...). */
  type?: string;
}

/** The statuses a status filter stands for. */
function statusesOf(status: ReviewStatusFilter): readonly string[] {
  return status === 'WAITING' ? WAITING_STATUSES : [status];
}

/**
 * The conditions of the filters on the reports table alone: the month (the month index's columns
 * first), then the status and type columns, and the club, zone or region as the set of their club
 * ids, so neither the page's ids nor the count join the clubs.
 */
export function reviewConditions(db: Db, year: number, filters: ReviewFilters): SQL | undefined {
  const clubIds = (where: SQL) =>
    db
      .select({ id: clubs.id })
      .from(clubs)
      .innerJoin(zones, eq(zones.id, clubs.zoneId))
      .innerJoin(regions, eq(regions.id, zones.regionId))
      .where(where);
  return and(
    eq(activities.lionsYear, year),
    eq(activities.month, filters.month),
    filters.status ? inArray(activities.status, [...statusesOf(filters.status)]) : undefined,
    filters.type ? eq(activities.key, filters.type) : undefined,
    filters.club ? inArray(activities.clubId, clubIds(eq(clubs.uuid, filters.club))) : undefined,
    filters.zone ? inArray(activities.clubId, clubIds(eq(zones.id, filters.zone))) : undefined,
    filters.region ? inArray(activities.clubId, clubIds(eq(regions.uuid, filters.region))) : undefined,
  );
}

/**
 * The list's order: reports still waiting for the evaluator first, the longest waiting (the oldest
 * filed) first, then the decided ones, oldest first; the id breaks ties so pages never overlap.
 */
export function waitingFirst(): SQL[] {
  // The same expression as the index's (activities_month_queue_idx), so pages are read from it.
  return [asc(waitingFirstSql(activities.status)), asc(activities.createdAt), asc(activities.id)];
}
