import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/database';
import { applyMigrations } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL a
 * new PostgreSQL database on that server, dropped again by `dispose`.
 */
export async function createTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true });
    await applyMigrations(database);
    return { database, dispose: () => database.close() };
  }
  const name = `cms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await applyMigrations(database);
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
