// `npm run db:backup -- [file]`: writes one .tar.gz of the database (DATABASE_URL, or the PGlite
// folder DATA_DIR) and the uploads (the file store FILE_STORE names: the database, or FILES_DIR), by
// default under backups/.
import { loadConfig } from '../src/server/config/config';
import { backupDatabase } from '../src/server/db/backup/backup';
import { openForCli } from '../src/server/db/backup/open-for-cli';
import { createConfiguredFileStore } from '../src/server/services/files/configured-file-store';

/** backups/club-cms-2026-05-01T081500Z.tar.gz: sorts by time, and no ':' for other file systems. */
function defaultArchivePath(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '');
  return `backups/club-cms-${stamp}.tar.gz`;
}

async function main(args: string[]): Promise<number> {
  if (args.some((a) => a.startsWith('-')) || args.length > 1) {
    console.error('Usage: npm run db:backup -- [file.tar.gz]');
    return 2;
  }
  const config = loadConfig();
  const out = args[0] ?? defaultArchivePath();
  const database = await openForCli(config.database, { mustExist: true });
  try {
    const started = performance.now();
    const store = createConfiguredFileStore(config, database);
    const result = await backupDatabase(database.db, { files: store, out, kind: database.kind });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const tables = Object.entries(result.manifest.tables);
    const rows = tables.reduce((sum, [, t]) => sum + t.rows, 0);
    const files = Object.keys(result.manifest.files).length;
    console.log(`Backup written in ${seconds}s: ${result.path}`);
    console.log(
      `  ${(result.bytes / 1024).toFixed(0)} KB; ${rows} rows in ${tables.length} tables, ${files} files; ` +
        `${result.manifest.database.kind}, ${result.manifest.migrations.length} migrations`,
    );
    console.log(`  ${tables.map(([name, t]) => `${name} ${t.rows}`).join(', ')}`);
    if (result.skippedFiles.length) {
      console.warn(`  Not backed up (not uploads): ${result.skippedFiles.join(', ')}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Backup failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
