import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fileFingerprints } from '../../db/schema';
import type { FileFingerprint } from './file-fingerprint';

/** Records (or replaces) a stored file's fingerprint. */
export async function saveFingerprint(db: Db, name: string, fingerprint: FileFingerprint): Promise<void> {
  await db
    .insert(fileFingerprints)
    .values({ name, ...fingerprint })
    .onConflictDoUpdate({ target: fileFingerprints.name, set: fingerprint });
}

/** Forgets a removed file's fingerprint. */
export async function dropFingerprint(db: Db, name: string): Promise<void> {
  await db.delete(fileFingerprints).where(eq(fileFingerprints.name, name));
}

/** Which of `names` already have a fingerprint. */
export async function fingerprintedNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .select({ name: fileFingerprints.name })
    .from(fileFingerprints)
    .where(inArray(fileFingerprints.name, [...names]));
  return new Set(rows.map((row) => row.name));
}
