import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FileStore } from '../../services/files/file-store';
import type { Db } from '../database';
import { unpackArchive } from './archive';
import { MANIFEST_ENTRY, type Manifest, parseManifest } from './manifest';
import { fileEntryPath, tableEntryPath, type ArchiveEntry } from './archive-entries';
import { loadTable, resetSequences, restoreJsonNulls } from './load-table';
import { appliedMigrations, describeMigrationLevel, sameMigrationLevel } from './migration-level';
import { type SchemaTable, foreignKeyOrder, rowTables } from './schema-tables';
import { sha256File } from './sha256';
import { type Queryable, queryRows } from '../query-rows';
import { tableColumns } from './table-columns';
import { installUploads, uploadsToWrite } from './uploads';

/** What to restore, and where the uploads go. */
export interface RestoreOptions {
  /** The file store the uploads go into (the server's: createConfiguredFileStore). */
  files: FileStore;
  /** A .tar.gz written by backupDatabase. */
  archive: string;
  /** Delete every row of the target first (and overwrite uploads of the same name). */
  force?: boolean;
}

/** What a restore wrote. */
export interface RestoreResult {
  manifest: Manifest;
  /** Rows inserted, per table. */
  rows: Record<string, number>;
  /** Uploads written, and uploads already in the store with the same bytes. */
  filesWritten: number;
  filesUnchanged: number;
}

/**
 * Restores a backup into a database migrated to the archive's level that holds no rows (or, with
 * force, whose rows are deleted first), then its uploads into the file store. The archive is checked
 * whole before anything is written: entry names, the manifest, and every table and file against
 * its SHA-256. The rows go in one transaction, in foreign-key order; the sequences are then set past
 * the restored ids. A backup of PGlite restores into PostgreSQL and back: both are PostgreSQL.
 */
export async function restoreDatabase(db: Db, options: RestoreOptions): Promise<RestoreResult> {
  const tables = foreignKeyOrder(rowTables());
  const staging = await mkdtemp(join(tmpdir(), 'club-cms-restore-'));
  try {
    const entries = await unpackArchive(options.archive, staging, new Set(tables.map((t) => t.name)));
    const manifest = await readManifest(staging, entries);
    checkContents(manifest, tables, entries);
    await verifyChecksums(staging, manifest);

    const level = await appliedMigrations(db);
    if (!level?.length) {
      throw new Error(
        'The target database is not migrated: apply the migrations (SEED=none) before restoring.',
      );
    }
    if (!sameMigrationLevel(level, manifest.migrations)) {
      throw new Error(
        `The archive is at ${describeMigrationLevel(manifest.migrations)}; the target database is at ` +
          `${describeMigrationLevel(level)}. Restore with the Club CMS version that made the backup, then upgrade.`,
      );
    }
    const uploads = await uploadsToWrite(options.files, manifest.files, options.force ?? false);

    const rows = await db.transaction(async (tx) => {
      if (options.force) {
        // One TRUNCATE of all tables needs no delete order; CASCADE covers tables outside the schema.
        await tx.execute(sql.raw(`truncate table ${tables.map((t) => t.sql).join(', ')} cascade`));
      } else {
        await refuseRows(tx, tables);
      }
      const inserted: Record<string, number> = {};
      for (const table of tables) {
        const columns = await tableColumns(tx, table);
        const entry = manifest.tables[table.name]!;
        const count = await loadTable(tx, table, columns, join(staging, tableEntryPath(table.name)));
        if (count !== entry.rows) {
          throw new Error(
            `The archive's ${table.name} holds ${count} rows; its manifest says ${entry.rows}.`,
          );
        }
        if (entry.jsonNulls) await restoreJsonNulls(tx, table, columns, entry.jsonNulls);
        await resetSequences(tx, table, columns, entry.sequences);
        inserted[table.name] = count;
      }
      return inserted;
    });

    // Files last: they are verified already, and a failed database restore must leave the store alone.
    await installUploads(join(staging, 'files'), options.files, uploads);
    return {
      manifest,
      rows,
      filesWritten: uploads.length,
      filesUnchanged: Object.keys(manifest.files).length - uploads.length,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string, entries: readonly ArchiveEntry[]): Promise<Manifest> {
  if (!entries.some((e) => e.kind === 'manifest')) {
    throw new Error('The archive is not a Club CMS backup: it has no manifest.json.');
  }
  return parseManifest(await readFile(join(staging, MANIFEST_ENTRY), 'utf8'));
}

/** The archive holds exactly the schema's tables and the manifest's files, no more and no less. */
function checkContents(
  manifest: Manifest,
  tables: readonly SchemaTable[],
  entries: readonly ArchiveEntry[],
): void {
  const present = new Set(entries.map((e) => e.path));
  const wanted = new Set(tables.map((t) => t.name));
  const unknown = Object.keys(manifest.tables).filter((name) => !wanted.has(name));
  if (unknown.length)
    throw new Error(`The archive holds tables this version does not have: ${unknown.join(', ')}.`);
  for (const table of tables) {
    if (!manifest.tables[table.name] || !present.has(tableEntryPath(table.name))) {
      throw new Error(`The archive lacks the table ${table.name}.`);
    }
  }
  for (const name of Object.keys(manifest.files)) {
    if (!present.has(fileEntryPath(name)))
      throw new Error(`The archive lacks the file ${name} its manifest lists.`);
  }
  const unlisted = entries.filter((e) => e.kind === 'file' && !manifest.files[e.name]);
  if (unlisted.length) {
    throw new Error(`The archive holds a file its manifest does not list (${unlisted[0]!.path}).`);
  }
}

/** Every table and file against the manifest's SHA-256: a changed byte refuses the whole archive. */
async function verifyChecksums(staging: string, manifest: Manifest): Promise<void> {
  const expected = [
    ...Object.entries(manifest.tables).map(([name, t]) => [tableEntryPath(name), t.sha256] as const),
    ...Object.entries(manifest.files).map(([name, f]) => [fileEntryPath(name), f.sha256] as const),
  ];
  for (const [path, sha256] of expected) {
    if ((await sha256File(join(staging, path))) !== sha256) {
      throw new Error(
        `The archive is damaged or was altered: ${path} does not match its SHA-256 in the manifest. Nothing was restored.`,
      );
    }
  }
}

/** Throws, naming the tables and their row counts, when the target holds any row. */
async function refuseRows(tx: Queryable, tables: readonly SchemaTable[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.raw(table.sql)}`,
    );
    if (row && row.n > 0) filled.push(`${table.name}: ${row.n}`);
  }
  if (filled.length) {
    throw new Error(
      `The target database is not empty (${filled.join(', ')}). Restore into an empty, migrated database ` +
        '(SEED=none), or force it to delete every row first.',
    );
  }
}
