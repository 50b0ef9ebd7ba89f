import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './organisation';
import { users } from './users';

/**
 * One run of the daily reminder SMS per Asia/Colombo day: the day's row is the turn, so of several
 * processes exactly one sends that day's reminders. A failed run may be taken again the same day.
 */
export const reminderRuns = pgTable('reminder_runs', {
  id: serial('id').primaryKey(),
  /** The Colombo day the run is for (YYYY-MM-DD). */
  day: date('day', { mode: 'string' }).notNull().unique(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  outcome: text('outcome').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
  /** SMS queued, and officers passed over because they turned reminders off. */
  sent: integer('sent').notNull().default(0),
  optedOut: integer('opted_out').notNull().default(0),
  /** Why a failed run failed. */
  detail: text('detail'),
});

/**
 * One reminder SMS queued for an officer: a club's report of a type and month, due soon and not
 * filed. Unique per report, officer and day, so a run taken again never sends twice.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => reminderRuns.id),
    day: date('day', { mode: 'string' }).notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    activityKey: text('activity_key').notNull(),
    lionsYear: integer('lions_year').notNull(),
    month: text('month').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_sends_once_uq').on(t.clubId, t.activityKey, t.lionsYear, t.month, t.userId, t.day),
    index('reminder_sends_run_idx').on(t.runId, t.id),
  ],
);
