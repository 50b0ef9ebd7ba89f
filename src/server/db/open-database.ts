import type { Database } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or (tests) PGlite in memory. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Opens the database the configuration names. */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  if ('dataDir' in target) return openPglite(target.dataDir);
  return openPglite();
}
