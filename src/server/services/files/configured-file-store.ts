import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import { createDatabaseFileStore } from './database-file-store';
import type { FileStore } from './file-store';
import { createFolderFileStore } from './folder-file-store';

/**
 * The file store the configuration names (FILE_STORE): the database's `stored_files` table, which
 * every process on the database reaches (the default with DATABASE_URL), or the FILES_DIR folder
 * (the default on PGlite). The server, the backup and restore commands and the crash check all choose
 * here, so they always look where the server keeps its files.
 */
export function createConfiguredFileStore(
  config: Pick<Config, 'fileStore' | 'filesDir'>,
  database: Pick<Database, 'db'>,
): FileStore {
  return config.fileStore === 'database'
    ? createDatabaseFileStore(database.db)
    : createFolderFileStore(config.filesDir);
}
