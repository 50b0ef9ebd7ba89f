import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/i18n/schema-texts';
import { publicUuid, timestamps } from './columns';
import { members } from './members';

/** active / inactive login identity. */
export type UserStatus = 'active' | 'inactive';

/**
 * The login identity of a member: e-mail (lower-cased) and mobile (9 digits, no leading 0) are both
 * usernames. password_hash is null until the member sets one through the reset flow. language is the
 * language the user chose for the app (src/shared/i18n LANGUAGES), English until they choose.
 * sms_reminders: whether the daily reminder SMS of reports falling due reach this user (on until
 * they turn it off in the profile).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    memberId: integer('member_id')
      .notNull()
      .unique()
      .references(() => members.id),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    language: text('language').$type<Language>().notNull().default('en'),
    smsReminders: boolean('sms_reminders').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('users_language_known', sql`${t.language} in ('en', 'si', 'ta')`),
    // E-mails are stored lower-cased; the index on lower() holds even for a writer that forgets.
    uniqueIndex('users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_mobile_uq')
      .on(t.mobile)
      .where(sql`${t.mobile} is not null`),
  ],
);

/** A signed-in session. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A single-use password reset sent by SMS; only the hash of its secret is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
