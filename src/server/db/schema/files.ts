import { bit, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * What an uploaded file looks like, for the evaluator's duplicate-claim flags (issue 14): the SHA-256
 * of its bytes (the same file) and, for a photo, a 64-bit perceptual hash of the stored, re-encoded
 * image (the same picture saved again, resized or recompressed). Keyed by the file store's name;
 * which report or project claims a file is read from their rows, so nothing here can go stale but a
 * row for a file that was since removed, which matches no claim.
 */
export const fileFingerprints = pgTable(
  'file_fingerprints',
  {
    name: text('name').primaryKey(),
    sha256: text('sha256').notNull(),
    /** pHash bits of a photo (DCT of the 32x32 greyscale image); null for a PDF. */
    imageHash: bit('image_hash', { dimensions: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_fingerprints_sha256_idx').on(table.sha256)],
);
