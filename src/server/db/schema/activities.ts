import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { WAITING_STATUSES } from '../../../shared/machines/activity-waiting';
import { publicUuid, timestamps } from './columns';
import { clubs } from './organisation';
import { users } from './users';

/** The activity machine's open states as a literal SQL list ('SUBMITTED', 'PENDING'): constants, no input. */
const WAITING_LIST = sql.raw(WAITING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A report still waiting for the evaluator (`WAITING_STATUSES`), as literal SQL: the predicate of the
 * waiting index, which a query must state the same way for the planner to use it.
 */
export const waitingSql = (status: SQLWrapper) => sql`${status} in (${WAITING_LIST})`;

/**
 * 0 for a report still waiting for the evaluator, 1 once decided: the first key of the Review Tasks
 * list's order and of its index, written the same in both so the index serves the list's ORDER BY.
 */
export const waitingFirstSql = (status: SQLWrapper) =>
  sql`(case when ${waitingSql(status)} then 0 else 1 end)`;

/**
 * A club's monthly activity report: one per club, activity key, Lions year and month. The activity
 * issue adds its fields; the home overview already counts meetings and points from here.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    key: text('key').notNull(),
    /** Calendar year of the July that opens the Lions year. */
    lionsYear: integer('lions_year').notNull(),
    /** '01'..'12'. */
    month: text('month').notNull(),
    status: text('status').notNull().default('SUBMITTED'),
    date: date('date', { mode: 'string' }),
    data: jsonb('data').notNull().default({}),
    submittedBy: integer('submitted_by').references(() => users.id),
    /** The evaluator's reason when rejecting the whole report (spec 2: pending_comment). */
    reviewComment: text('review_comment'),
    /** Who approved or rejected it, and when. */
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * Bumped by every write (an edit, an entry, a point line, a decision): a decision names the version
     * the evaluator saw and is refused (409) when the report changed since.
     */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('activities_one_per_month_uq').on(t.clubId, t.key, t.lionsYear, t.month),
    index('activities_club_year_idx').on(t.clubId, t.lionsYear),
    // The evaluator's Review Tasks list: a month's reports of every club, newest first (without it,
    // a seq scan of every report: 1.2 s at 10 million), and their count. The count has its own
    // two-column index: equal keys are deduplicated, so counting a month's half million reports reads
    // a sixth of the pages the wide index would (25 ms instead of 46 on the P6 world).
    index('activities_month_idx').on(t.lionsYear, t.month),
    // Ascending, read backwards for 'created_at desc, id desc' (a DESC index would be NULLS LAST, which
    // that order, NULLS FIRST, cannot use).
    index('activities_month_newest_idx').on(t.lionsYear, t.month, t.createdAt, t.id),
    // Issue 16: the Review Tasks list's order (those still waiting first, oldest first), read from the
    // index a page at a time instead of sorting a month; the expression is the list's ORDER BY, word
    // for word (waitingFirstSql), or the planner cannot match it.
    index('activities_month_queue_idx').on(
      t.lionsYear,
      t.month,
      waitingFirstSql(t.status),
      t.createdAt,
      t.id,
    ),
    // The evaluator's home: what waits this Lions year and the oldest of it, from the waiting rows only.
    index('activities_waiting_idx').on(t.lionsYear, t.createdAt, t.id).where(waitingSql(t.status)),
  ],
);

/** A point line of an activity: plus (cr) and minus (dr) points, decided line by line. */
export const activityPoints = pgTable(
  'activity_points',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    /** The point item of the type's points.json this line comes from (matched on recalculation). */
    itemKey: text('item_key').notNull().default(''),
    title: text('title').notNull(),
    /** Why the line counts, with the numbers used. */
    comment: text('comment'),
    /** The evaluator's reason for rejecting the line. */
    rejectComment: text('reject_comment'),
    crPoints: numeric('cr_points', { mode: 'number' }).notNull().default(0),
    drPoints: numeric('dr_points', { mode: 'number' }).notNull().default(0),
    totalPoints: numeric('total_points', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('PENDING'),
    ...timestamps(),
  },
  (t) => [index('activity_points_activity_idx').on(t.activityId)],
);
