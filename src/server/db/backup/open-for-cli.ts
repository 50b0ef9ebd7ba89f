import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../database';
import { type DatabaseTarget, openDatabase } from '../open-database';
import { DataFolderBusyError } from '../open-pglite';

/**
 * Opens the configured database for db:backup or db:restore. A PGlite folder serves one process at
 * a time, so while the server runs the folder is locked: say so in words that tell what to do.
 * With `mustExist` (a backup) a missing PGlite folder is an error rather than a new, empty database.
 */
export async function openForCli(target: DatabaseTarget, options: { mustExist: boolean }): Promise<Database> {
  if ('dataDir' in target && options.mustExist && !existsSync(join(target.dataDir, 'pgdata'))) {
    throw new Error(`There is no database in DATA_DIR=${target.dataDir}: nothing to back up.`);
  }
  try {
    return await openDatabase(target);
  } catch (error) {
    if (error instanceof DataFolderBusyError && 'dataDir' in target) {
      throw new Error(
        `The Club CMS server is using DATA_DIR=${target.dataDir}: stop the server first, then run this again ` +
          '(PGlite serves one process at a time).',
        { cause: error },
      );
    }
    throw error;
  }
}
