import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import type { Database, Db } from './database';

/** Raised when another process already serves the same PGlite data folder. */
export class DataFolderBusyError extends Error {}

/**
 * Opens the embedded PostgreSQL (PGlite). With a folder it is file-backed and takes an exclusive
 * lock on it: PGlite serves one process per folder, and a second one silently loses confirmed writes.
 * Without a folder it lives in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.club-cms.lock`, stale: 15_000 });
    } catch {
      throw new DataFolderBusyError(
        `The data folder ${dataDir} is in use by another Club CMS process. ` +
          'Stop that process, or set DATA_DIR to another folder.',
      );
    }
  }
  // pg_trgm backs the trigram index of member search (migration 0001 creates the extension).
  // (PGlite.create, unlike the constructor, installs extensions before the database opens.)
  const client = await PGlite.create(dataDir ? `${dataDir}/pgdata` : undefined, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns the folder (the lock above), so there is nobody to race with.
    withStartupLock: (fn) => fn(),
    async close() {
      await client.close();
      await release?.();
    },
  };
}
