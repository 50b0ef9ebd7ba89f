import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A bytea column read as a Buffer: node-postgres answers a Buffer already, PGlite a Uint8Array, which
 * is wrapped (not copied) so the rest of the code sees one type.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files when FILE_STORE=database: every process on the database reads what any of them
 * stored, with no shared folder. One row per file under the name the store made (uploads are at most
 * 500 KB, so a row is small enough to read whole). Backups archive these as files, not as rows.
 */
export const storedFiles = pgTable('stored_files', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  /** When the file was stored: the orphan sweep spares young files (an upload whose row is coming). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
