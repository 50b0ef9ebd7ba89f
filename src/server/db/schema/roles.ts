import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publicUuid, timestamps } from './columns';
import { members } from './members';
import { clubs, regions, zones } from './organisation';

/** An office role: code (CLUB_PRESIDENT...) and display name. */
export const officeRoles = pgTable('office_roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * A member holding an office role for a period (inclusive dates, Asia/Colombo). Club roles carry
 * their club; zone and region roles may carry the zone or region they serve.
 */
export const officeRoleAssignments = pgTable(
  'office_role_assignments',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    officeRoleId: integer('office_role_id')
      .notNull()
      .references(() => officeRoles.id),
    clubId: integer('club_id').references(() => clubs.id),
    zoneId: integer('zone_id').references(() => zones.id),
    regionId: integer('region_id').references(() => regions.id),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('ora_member_idx').on(t.memberId),
    // An office's holders on a day, read from the index alone (office holder lists).
    index('ora_role_idx').on(t.officeRoleId, t.dateTo, t.dateFrom, t.memberId),
    index('ora_club_idx').on(t.clubId),
    check('ora_dates_ordered', sql`${t.dateFrom} <= ${t.dateTo}`),
  ],
);
