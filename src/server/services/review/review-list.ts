import { count, eq, inArray } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, clubs, regions, zones } from '../../db/schema';
import { text } from '../../i18n/text';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import { validationError } from '../errors';
import { pageMeta, pageWindow } from '../pagination';
import { reviewConditions, waitingFirst, type ReviewFilters } from './review-list-query';
import type { FileStore } from '../files/file-store';
import { REVIEW_ROW_COLUMNS, reviewRowsOf } from './review-row';

export type { ReviewFilters } from './review-list-query';

/** A page request of the Review Tasks list: the filters, the page and its size. */
export interface ReviewPageRequest extends ReviewFilters {
  page?: number;
  perPage?: number;
}

/**
 * A page of the filtered reports with their clubs, zones and regions. The page's ids are picked first
 * from the reports alone (their month index, then the filters), then joined: a deep page skips its
 * rows without joining each to its club.
 */
function pageRows(db: Db, year: number, filters: ReviewFilters, limit: number, offset: number) {
  const pageIds = db
    .select({ id: activities.id })
    .from(activities)
    .where(reviewConditions(db, year, filters))
    .orderBy(...waitingFirst())
    .limit(limit)
    .offset(offset);
  return db
    .select(REVIEW_ROW_COLUMNS)
    .from(activities)
    .innerJoin(clubs, eq(clubs.id, activities.clubId))
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(inArray(activities.id, pageIds))
    .orderBy(...waitingFirst());
}

/** How many reports match the filters (counted on the reports alone). */
function matchCount(db: Db, year: number, filters: ReviewFilters) {
  return db
    .select({ n: count() })
    .from(activities)
    .where(reviewConditions(db, year, filters));
}

/**
 * The evaluator's Review Tasks list: a page of the reports of every club filed for the month of the
 * current Lions year, narrowed by the filters, those still waiting for the evaluator first (oldest
 * filed first), then the decided ones (oldest first), with the page meta (also as last_page, as the
 * spec reads it), each row flagged when a duplicate claim is. A type the catalogue does not know is refused (422); an unknown club, zone or
 * region matches nothing.
 */
export async function reviewPage(
  db: Db,
  files: FileStore,
  activityCatalogue: ActivityCatalogue,
  request: ReviewPageRequest,
) {
  if (request.type !== undefined && !activityCatalogue.byKey(request.type))
    throw validationError({ type: [text('activities.keyInvalid')] });
  const today = colomboDate();
  const year = lionsYearOf(today).startYear;
  const { page, offset, limit } = pageWindow(request.page, request.perPage);
  // Two statements at once: on PostgreSQL they run on two pooled connections side by side.
  const [[total], rows] = await Promise.all([
    matchCount(db, year, request),
    pageRows(db, year, request, limit, offset),
  ]);
  const meta = pageMeta(total?.n ?? 0, page, limit);
  return {
    data: await reviewRowsOf(db, files, activityCatalogue, rows, today),
    meta,
    last_page: meta.last_page,
  };
}
