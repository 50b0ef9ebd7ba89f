import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema';
import { type FileStore, UPLOAD_NAME, newStoredName } from './file-store';

/**
 * A file store in the database (FILE_STORE=database, the default on PostgreSQL): the `stored_files`
 * table, so every process on the database serves every upload with no shared folder. Each file is
 * one row written by one statement, so there is never half a file, and a read fetches one row only.
 * Its own statements, never the caller's transaction: a file is stored before the row naming it
 * commits and removed after, exactly as with a folder, so the orphan sweep and backups see the same.
 */
export function createDatabaseFileStore(db: Db): FileStore {
  return {
    location: 'the database (table stored_files)',
    async save(bytes, extension) {
      const name = newStoredName(extension);
      // A plain insert: a name already taken (144 random bits) fails rather than replacing a file.
      await db.insert(storedFiles).values({ name, bytes });
      return name;
    },
    async put(name, bytes) {
      await db
        .insert(storedFiles)
        .values({ name, bytes })
        .onConflictDoUpdate({ target: storedFiles.name, set: { bytes, createdAt: sql`now()` } });
    },
    async remove(name) {
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
    async read(name) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.name, name));
      return row?.bytes ?? null;
    },
    async list() {
      // Names and ages only: the sweep and the checks never need the bytes of every file at once.
      const rows = await db
        .select({ name: storedFiles.name, createdAt: storedFiles.createdAt })
        .from(storedFiles);
      return rows.map((row) => ({
        name: row.name,
        writtenAt: row.createdAt,
        kind: UPLOAD_NAME.test(row.name) ? ('upload' as const) : ('other' as const),
      }));
    },
  };
}
