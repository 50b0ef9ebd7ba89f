import { date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publicUuid, timestamps } from './columns';
import { clubs } from './organisation';
import { governorThemes } from './themes';

/**
 * A service project of a club. The projects issue adds its fields; the home overview already counts
 * projects and points from here.
 */
export const serviceProjects = pgTable(
  'service_projects',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    projectCode: text('project_code'),
    projectTitle: text('project_title'),
    projectType: text('project_type'),
    status: text('status').notNull().default('PENDING'),
    governorThemeId: integer('governor_theme_id').references(() => governorThemes.id),
    date: date('date', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [index('service_projects_club_idx').on(t.clubId)],
);

/** Points approved for a project (and later adjustments, positive or negative). */
export const projectPoints = pgTable(
  'project_points',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => serviceProjects.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    points: numeric('points', { mode: 'number' }).notNull(),
    comment: text('comment'),
    ...timestamps(),
  },
  (t) => [index('project_points_club_idx').on(t.clubId)],
);
