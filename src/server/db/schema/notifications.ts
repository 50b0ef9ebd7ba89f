import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './organisation';
import { users } from './users';

/** What a notification tells a club: a decision on one of its reports or projects, or a reminder. */
export type NotificationKind =
  | 'report.rejected'
  | 'report.approved'
  | 'report.lineRejected'
  | 'project.sentBack'
  | 'project.approved'
  | 'project.lineRejected'
  | 'reminder.sent';

/**
 * Something that happened to a club's report or project, for the bell of its officers. Its words are
 * not stored: each reader sees the kind and its details in their own language. Written in the same
 * transaction as the decision that caused it, so there is never one without the other.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** 'activity' or 'project': what the link opens. */
    entity: text('entity').$type<'activity' | 'project'>().notNull(),
    /** The report or project; null for a reminder of a report not yet filed. */
    entityUuid: uuid('entity_uuid'),
    /** The activity type's key (a report's link and title need it); null for a project. */
    activityKey: text('activity_key'),
    /** The report's month ('01'..'12') and Lions year, or the project's title, as the text names them. */
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    /** The evaluator's or reviewer's reason, in their own words (a rejection, a send-back). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_club_idx').on(t.clubId, t.id)],
);

/** A user has read a notification: read state is each reader's own, not the club's. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);
