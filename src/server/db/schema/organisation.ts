import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicUuid, timestamps } from './columns';

/** ACTIVE / INACTIVE, as the spec spells zone and club statuses. */
export type OrgStatus = 'ACTIVE' | 'INACTIVE';

/** A Lions district (the product serves one, but the model allows several). */
export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  ...timestamps(),
});

/** Regions group zones inside a district. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    status: text('status').$type<OrgStatus>().notNull().default('ACTIVE'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('regions_district_name_uq').on(t.districtId, t.name),
    // Club searches match region names anywhere in the text (ilike '%...%').
    index('regions_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Zones group clubs inside a region; addressed by numeric id in the spec's routes. */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    name: text('name').notNull(),
    status: text('status').$type<OrgStatus>().notNull().default('ACTIVE'),
    ...timestamps(),
  },
  (t) => [
    index('zones_region_idx').on(t.regionId),
    uniqueIndex('zones_region_name_uq').on(t.regionId, sql`lower(${t.name})`),
    // Club searches match zone names anywhere in the text (ilike '%...%').
    index('zones_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A Lions club; addressed by uuid in the spec's routes and in the `club` header. */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    name: text('name').notNull(),
    status: text('status').$type<OrgStatus>().notNull().default('ACTIVE'),
    ...timestamps(),
  },
  (t) => [
    index('clubs_zone_idx').on(t.zoneId),
    uniqueIndex('clubs_name_uq').on(sql`lower(${t.name})`),
    // Club lists are ordered by name (clubs_name_uq is on lower(name), which that order cannot use).
    index('clubs_name_idx').on(t.name, t.id),
    // Club and project searches match club names anywhere in the text (ilike '%...%').
    index('clubs_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
