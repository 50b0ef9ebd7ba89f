import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publicUuid, timestamps } from './columns';

/** The district governor's service themes; theme_key drives project rules (e.g. reforestation). */
export const governorThemes = pgTable('governor_themes', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  theme: text('theme').notNull(),
  themeKey: text('theme_key').notNull().unique(),
  ...timestamps(),
});

/** Lions International's global causes. */
export const internationalThemes = pgTable('international_themes', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  theme: text('theme').notNull().unique(),
  ...timestamps(),
});
