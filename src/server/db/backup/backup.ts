import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FileStore } from '../../services/files/file-store';
import type { Database, Db } from '../database';
import { packArchive } from './archive';
import { fileEntryPath, tableEntryPath } from './archive-entries';
import { dumpTable } from './dump-table';
import { MANIFEST_ENTRY, MANIFEST_FORMAT_VERSION, type Manifest } from './manifest';
import { appliedMigrations } from './migration-level';
import { foreignKeyOrder, rowTables } from './schema-tables';
import { sha256File } from './sha256';
import { queryRows } from '../query-rows';
import { tableColumns } from './table-columns';
import { stageUploads } from './uploads';

/** Where a backup reads uploads from and writes its archive to. */
export interface BackupOptions {
  /** The file store the uploads are read from (the server's: createConfiguredFileStore). */
  files: FileStore;
  /** The archive to write (.tar.gz); its folder is created. */
  out: string;
  /** The database's kind for the manifest; read from version() when not given. */
  kind?: Database['kind'];
}

/** What a backup wrote. */
export interface BackupResult {
  path: string;
  /** Size of the archive. */
  bytes: number;
  manifest: Manifest;
  /** Entries of the file store that are not uploads and were left out. */
  skippedFiles: string[];
}

/**
 * Writes one .tar.gz holding manifest.json, tables/<table>.jsonl for every table of the Drizzle
 * schema and files/<name> for every upload. All tables are read in one REPEATABLE READ, read-only
 * transaction, so the archive is one consistent snapshot even while the server keeps writing
 * (PostgreSQL; a PGlite folder is only ever open in one process anyway).
 */
export async function backupDatabase(db: Db, options: BackupOptions): Promise<BackupResult> {
  const tables = foreignKeyOrder(rowTables());
  await mkdir(dirname(options.out), { recursive: true });
  // Staged beside the archive rather than in /tmp: the archive's disk is the one known to have room.
  const staging = await mkdtemp(join(dirname(options.out), '.club-cms-backup-'));
  try {
    await mkdir(join(staging, 'tables'));
    await mkdir(join(staging, 'files'));

    const snapshot = await db.transaction(
      async (tx) => {
        const [info] = await queryRows<{ created_at: string; version: string }>(
          tx,
          sql`select to_json(now())::text as created_at, version() as version`,
        );
        const migrations = await appliedMigrations(tx);
        if (!migrations?.length) {
          throw new Error('The database has no migrations applied: there is nothing to back up.');
        }
        const dumps: Manifest['tables'] = {};
        for (const table of tables) {
          const path = join(staging, tableEntryPath(table.name));
          const dump = await dumpTable(tx, table, await tableColumns(tx, table), path);
          dumps[table.name] = { ...dump, sha256: '' };
        }
        return { info: info!, migrations, dumps };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const [name, dump] of Object.entries(snapshot.dumps)) {
      dump.sha256 = await sha256File(join(staging, tableEntryPath(name)));
    }

    // Uploads after the snapshot: the file store writes a file before the row naming it commits, so
    // every file a snapshot row names is already there. (A later upload may come along unreferenced.)
    const uploads = await stageUploads(options.files, join(staging, 'files'));

    const manifest: Manifest = {
      format: 'club-cms-backup',
      version: MANIFEST_FORMAT_VERSION,
      createdAt: JSON.parse(snapshot.info.created_at) as string,
      database: {
        kind: options.kind ?? (snapshot.info.version.includes('PGlite') ? 'pglite' : 'postgres'),
        version: snapshot.info.version,
      },
      migrations: snapshot.migrations,
      tables: snapshot.dumps,
      files: uploads.files,
    };
    await writeFile(join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);

    // The manifest first, so a reader listing the archive meets it before the data it describes.
    const entries = [
      MANIFEST_ENTRY,
      ...tables.map((t) => tableEntryPath(t.name)),
      ...Object.keys(uploads.files).map(fileEntryPath),
    ];
    await packArchive(staging, entries, options.out);
    return {
      path: options.out,
      bytes: (await stat(options.out)).size,
      manifest,
      skippedFiles: uploads.skipped,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
