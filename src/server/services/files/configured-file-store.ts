import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import { createDatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { createFolderFileStore } from './folder-file-store';
import { withFingerprints } from './fingerprinting-file-store';

/**
 * The file store the configuration names (FILE_STORE): the database's `stored_files` table, which
 * every process on the database reaches (the default with DATABASE_URL), or the FILES_DIR folder
 * (the default on PGlite). The server, the backup and restore commands and the crash check all choose
 * here, so they always look where the server keeps its files. Uploads saved through it are
 * fingerprinted for the duplicate-claim flags.
 */
export function createConfiguredFileStore(
  config: Pick<Config, 'fileStore' | 'filesDir'>,
  database: Pick<Database, 'db'>,
  onFingerprintError?: (err: unknown, name: string) => void,
): FileStore {
  const store =
    config.fileStore === 'database'
      ? createDatabaseFileStore(database.db)
      : createFolderFileStore(config.filesDir);
  // Every upload's fingerprint, for the evaluator's duplicate-claim flags (issue 14).
  return withFingerprints(store, database.db, onFingerprintError);
}
