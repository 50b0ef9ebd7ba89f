import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicUuid, timestamps } from './columns';
import { clubs } from './organisation';

/** active / inactive, as the spec spells member statuses. */
export type MemberStatus = 'active' | 'inactive';

/** Membership categories (Active, Life, Associate...): id and type, as the spec's lookup answers. */
export const memberTypes = pgTable('member_types', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
});

/** A Lion. club_id is null once dropped: the member leaves the club but stays for history. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clubId: integer('club_id').references(() => clubs.id),
    internationalId: text('international_id').notNull().unique(),
    title: text('title'),
    displayName: text('display_name').notNull(),
    fullName: text('full_name').notNull(),
    gender: text('gender'),
    spouse: text('spouse'),
    suffix: text('suffix'),
    birthDay: date('birth_day', { mode: 'string' }),
    memberSince: date('member_since', { mode: 'string' }),
    profileImage: text('profile_image'),
    memberTypeId: integer('member_type_id').references(() => memberTypes.id),
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    droppedAt: date('dropped_at', { mode: 'string' }),
    /** The club a dropped member left, so the club's drop count survives the drop. */
    droppedFromClubId: integer('dropped_from_club_id').references(() => clubs.id),
    /**
     * Lower-cased names, international id, mobile and e-mail in one string, kept by the member
     * service on every write; a trigram index makes substring search fast on 100k members.
     */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    // Lists page through members by name, in a club or district-wide.
    index('members_club_name_idx').on(t.clubId, t.displayName, t.id),
    index('members_name_idx').on(t.displayName, t.id),
    // The active members by name, read without the table: office holders are picked by walking it.
    index('members_active_name_idx')
      .on(t.displayName, t.id)
      .where(sql`${t.status} = 'active'`),
    index('members_dropped_from_idx').on(t.droppedFromClubId),
    index('members_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Kinds of contact (WhatsApp, Home phone, Office address...). */
export const contactTypes = pgTable('contact_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A member's contact detail of a given type. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    contactTypeId: integer('contact_type_id')
      .notNull()
      .references(() => contactTypes.id),
    contact: text('contact').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('contacts_member_idx').on(t.memberId),
    uniqueIndex('contacts_uq').on(t.memberId, t.contactTypeId, t.contact),
  ],
);
