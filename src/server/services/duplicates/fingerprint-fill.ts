import type { Db } from '../../db/database';
import type { FileStore } from '../files/file-store';
import { fingerprintOf } from './file-fingerprint';
import { fingerprintedNames, saveFingerprint } from './fingerprint-rows';

/** Names looked up at once: a PostgreSQL parameter list stays far below its limit. */
const CHUNK = 500;

/**
 * Fingerprints every stored upload that has none yet: the files of a district that ran before the
 * duplicate-claim flags, a restored archive's, one whose fingerprint failed. One file at a time, in
 * the background after start-up; answers how many it fingerprinted.
 */
export async function fillMissingFingerprints(
  db: Db,
  files: FileStore,
  stopped = () => false,
): Promise<number> {
  const uploads = (await files.list()).filter((entry) => entry.kind === 'upload').map((entry) => entry.name);
  let filled = 0;
  for (let at = 0; at < uploads.length && !stopped(); at += CHUNK) {
    const chunk = uploads.slice(at, at + CHUNK);
    const known = await fingerprintedNames(db, chunk);
    for (const name of chunk) {
      if (known.has(name) || stopped()) continue;
      const bytes = await files.read(name);
      if (!bytes) continue;
      await saveFingerprint(db, name, await fingerprintOf(bytes, name));
      filled += 1;
    }
  }
  return filled;
}
