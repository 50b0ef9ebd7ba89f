import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import type { Database, Db } from './database';
import { PGLITE_TEMPLATE_ROOT, startFromTemplate } from './pglite-template';
import { keepReadsBetweenWrites } from './read-cache';
import { countWrites } from './write-clock';

/** Raised when another process already serves the same PGlite data folder. */
export class DataFolderBusyError extends Error {}

/** True when a process with this id runs on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when the lock's owner, as its owner file names it, is gone: a process of this machine that no
 * longer runs (killed, or the machine lost power). Its lock would otherwise hold the folder for the
 * 15 s proper-lockfile takes to call it stale, and a restart right after a crash would be refused.
 */
function ownerIsGone(ownerFile: string): boolean {
  try {
    const owner = JSON.parse(readFileSync(ownerFile, 'utf8')) as { pid?: unknown; host?: unknown };
    return owner.host === hostname() && typeof owner.pid === 'number' && !isRunning(owner.pid);
  } catch {
    return false;
  }
}

/** Takes the folder's lock, taking it over from a dead owner; writes who owns it now. */
async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockfilePath = `${dataDir}/.club-cms.lock`;
  const ownerFile = `${dataDir}/.club-cms.owner`;
  const take = () => lockfile.lock(dataDir, { lockfilePath, stale: 15_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if (!ownerIsGone(ownerFile)) throw err;
    rmSync(lockfilePath, { recursive: true, force: true });
    release = await take();
  }
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() }));
  return release;
}

/** How a PGlite data folder is opened. */
export interface OpenPgliteOptions {
  /** Where the build's templates are (pglite-template.ts); null never starts from one. */
  templateRoot?: string | null;
}

/**
 * Opens the embedded PostgreSQL (PGlite). With a folder it is file-backed and takes an exclusive
 * lock on it: PGlite serves one process per folder, and a second one silently loses confirmed writes.
 * A new folder starts as a copy of the build's template when one fits. Without a folder it lives in
 * memory (tests).
 */
export async function openPglite(
  dataDir?: string,
  { templateRoot = PGLITE_TEMPLATE_ROOT }: OpenPgliteOptions = {},
): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockFolder(dataDir);
    } catch {
      throw new DataFolderBusyError(
        `The data folder ${dataDir} is in use by another Club CMS process. ` +
          'Stop that process, or set DATA_DIR to another folder.',
      );
    }
    if (templateRoot) startFromTemplate(`${dataDir}/pgdata`, templateRoot);
  }
  // pg_trgm backs the trigram index of member search (migration 0001 creates the extension).
  // (PGlite.create, unlike the constructor, installs extensions before the database opens.)
  const client = await PGlite.create(dataDir ? `${dataDir}/pgdata` : undefined, { extensions: { pg_trgm } });
  // Counted before Drizzle holds the client, so every write it makes is seen (the session cache).
  const writes = countWrites(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  // The list screens' reads are kept between writes too (read-cache.ts).
  keepReadsBetweenWrites(db, writes);
  return {
    db,
    kind: 'pglite',
    writes,
    // One process owns the folder (the lock above), so there is nobody to race with.
    withStartupLock: (fn) => fn(),
    async close() {
      await client.close();
      await release?.();
    },
  };
}
