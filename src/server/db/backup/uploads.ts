import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../../services/files/file-store';
import type { Manifest } from './manifest';
import { sha256Bytes } from './sha256';

/** The uploads copied for a backup, and the names left out. */
export interface StagedUploads {
  files: Manifest['files'];
  /** Entries of the file store that are not uploads (other names, folders, links); not backed up. */
  skipped: string[];
}

/**
 * Copies every upload of the store (a folder or the database's table) into the staging folder, one
 * file at a time, and records its size and SHA-256. The checksum is taken of the bytes written, so it
 * always matches the archived copy. Partial files (an interrupted write's `.part`) are not uploads.
 */
export async function stageUploads(files: FileStore, stagingFilesDir: string): Promise<StagedUploads> {
  const staged: Manifest['files'] = {};
  const skipped: string[] = [];
  const entries = (await files.list()).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.kind === 'partial') continue;
    // Anything restore would refuse stays out, rather than making an archive that cannot be restored.
    if (entry.kind !== 'upload') {
      skipped.push(entry.name);
      continue;
    }
    const bytes = await files.read(entry.name);
    if (!bytes) continue; // removed since the listing (a failed write's cleanup, the orphan sweep)
    await writeFile(join(stagingFilesDir, entry.name), bytes);
    staged[entry.name] = { bytes: bytes.length, sha256: sha256Bytes(bytes) };
  }
  return { files: staged, skipped };
}

/**
 * The archived uploads restore has to write. One already in the store with the same bytes is left
 * alone; one with other bytes is refused unless forced, as that would lose a file.
 */
export async function uploadsToWrite(
  files: FileStore,
  archived: Manifest['files'],
  force: boolean,
): Promise<string[]> {
  const toWrite: string[] = [];
  const conflicts: string[] = [];
  for (const [name, expected] of Object.entries(archived)) {
    const bytes = await files.read(name);
    const present = bytes && sha256Bytes(bytes);
    if (present === expected.sha256) continue;
    if (present !== null && !force) conflicts.push(name);
    toWrite.push(name);
  }
  if (conflicts.length) {
    throw new Error(
      `The file store (${files.location}) already holds ${conflicts.length} file(s) of the archive's names with other ` +
        `content (${conflicts.slice(0, 3).join(', ')}${conflicts.length > 3 ? ', ...' : ''}); use force to overwrite them.`,
    );
  }
  return toWrite;
}

/**
 * Writes verified uploads into the file store under their archived names (`put`, which never leaves
 * half a file: a folder writes a temporary '.'-name and renames it, the database one row at once), so
 * the server never serves, and a backup never takes, half a file.
 */
export async function installUploads(
  stagingFilesDir: string,
  files: FileStore,
  names: readonly string[],
): Promise<void> {
  for (const name of names) await files.put(name, await readFile(join(stagingFilesDir, name)));
}
