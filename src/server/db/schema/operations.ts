import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Outgoing SMS: every message is recorded here; a gateway adapter marks it sent or failed. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    toMobile: text('to_mobile').notNull(),
    purpose: text('purpose').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.toMobile)],
);

/** Who changed what, in which role, when, with the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    role: text('role'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);

/**
 * Attempts counted by the sign-in, reset and password throttles when the app runs on PostgreSQL, so
 * that every process behind a proxy counts the same attempts (rate-limiter-flexible's PostgreSQL
 * store, whose shape this is: `key` is the throttle's name and the caller's key, `expire` in ms).
 */
export const throttleAttempts = pgTable('throttle_attempts', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The jobs the app runs on a schedule (the sweep of orphaned files), one row each: when a process
 * last took its turn and how that run ended. Several processes share the schedule: a turn is taken
 * by one conditional write, so each period's run happens once, in one process.
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** How the last run ended: 'running', 'done' or 'failed'. */
  outcome: text('outcome').$type<'running' | 'done' | 'failed'>().notNull(),
  /** What the last run reported (a count), or why it failed. */
  detail: text('detail'),
});
