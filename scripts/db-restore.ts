// `npm run db:restore -- <file> [--force]`: restores a db:backup archive into the configured
// database (DATABASE_URL, or the PGlite folder DATA_DIR) and its uploads into the file store
// FILE_STORE names (the database, or FILES_DIR). The database is migrated first (never seeded); it
// must then be empty, or --force deletes its rows.
import { loadConfig } from '../src/server/config/config';
import { openForCli } from '../src/server/db/backup/open-for-cli';
import { restoreDatabase } from '../src/server/db/backup/restore';
import { applyMigrations } from '../src/server/db/migrate';
import { createConfiguredFileStore } from '../src/server/services/files/configured-file-store';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  const [archive] = rest;
  if (!archive || rest.length > 1 || archive.startsWith('-')) {
    console.error('Usage: npm run db:restore -- <file.tar.gz> [--force]');
    return 2;
  }
  const config = loadConfig();
  const database = await openForCli(config.database, { mustExist: false });
  try {
    const started = performance.now();
    // Under the startup lock, like a starting server: a fresh database is brought to this version's
    // level, which restore then compares with the archive's.
    const result = await database.withStartupLock(async () => {
      await applyMigrations(database);
      const files = createConfiguredFileStore(config, database);
      return restoreDatabase(database.db, { files, archive, force });
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const tables = Object.entries(result.rows);
    const rows = tables.reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `Restored in ${seconds}s: ${rows} rows in ${tables.length} tables, ${result.filesWritten} files written` +
        `${result.filesUnchanged ? ` (${result.filesUnchanged} already there)` : ''}; ` +
        `backup of ${result.manifest.createdAt} from ${result.manifest.database.kind}.`,
    );
    console.log(`  ${tables.map(([name, n]) => `${name} ${n}`).join(', ')}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error('Restore failed:', message);
    if (/not empty/.test(message)) console.error('Run it again with --force to replace the data.');
    process.exit(1);
  },
);
