import { loadConfig } from '../src/server/config/config';
import { applyMigrations } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';

// `npm run db:migrate`: applies pending migrations to DATABASE_URL or the PGlite folder DATA_DIR.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.withStartupLock(() => applyMigrations(database));
  console.log('migrations applied');
} finally {
  await database.close();
}
