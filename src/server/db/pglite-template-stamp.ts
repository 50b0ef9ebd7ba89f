import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from './migrate';

/** What a PGlite template was made with: the PGlite release and the migrations applied, in order. */
export interface TemplateStamp {
  pglite: string;
  /** Drizzle's hash of each migration file (sha256 of its SQL), as `__drizzle_migrations` keeps it. */
  migrations: string[];
}

/** The installed PGlite's version (its package.json is not exported, so it is read beside the entry). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(resolve(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The stamp a template made now, by this checkout, would carry. */
export function currentStamp(migrationsFolder = MIGRATIONS_FOLDER): TemplateStamp {
  return {
    pglite: pgliteVersion(),
    migrations: readMigrationFiles({ migrationsFolder }).map((m) => m.hash),
  };
}

/**
 * True when a data folder started from a template with `made` is the folder initdb and the
 * migrations would give now: the same PGlite (another release's catalogue may not open, or differ),
 * and migrations that are the first of today's, unchanged. Drizzle then applies the ones after.
 */
export function stampFits(made: TemplateStamp, now: TemplateStamp): boolean {
  return (
    made.pglite === now.pglite &&
    made.migrations.length <= now.migrations.length &&
    made.migrations.every((hash, i) => hash === now.migrations[i])
  );
}

/** True when both stamps are the same: a template with `made` need not be made again. */
export function sameStamp(made: TemplateStamp, now: TemplateStamp): boolean {
  return stampFits(made, now) && made.migrations.length === now.migrations.length;
}
