import type { Database } from '../../src/server/db/database';
import { applyMigrations } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { createScratchDatabase } from '../../scripts/lib/scratch-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL a
 * new PostgreSQL database on that server, dropped again by `dispose`.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** The PostgreSQL database's address, for a second process of the same district. */
  url?: string;
  dispose(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await applyMigrations(database);
    return { database, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'cms_test');
  const database = await openDatabase({ url: scratch.url });
  await applyMigrations(database);
  return {
    database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}
