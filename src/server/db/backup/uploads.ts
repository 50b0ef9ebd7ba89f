import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_NAME } from './archive-entries';
import type { Manifest } from './manifest';
import { sha256File } from './sha256';

/** The uploads copied for a backup, and the names left out. */
export interface StagedUploads {
  files: Manifest['files'];
  /** Entries of the uploads folder that are not uploads (other names, folders, links); not backed up. */
  skipped: string[];
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies every upload into the staging folder and records its size and SHA-256. The checksum is
 * taken of the copy, so it always matches the archived bytes. Names starting with '.' are the file
 * store's temporary `.part` files, half written by design; they are not uploads.
 */
export async function stageUploads(filesDir: string, stagingFilesDir: string): Promise<StagedUploads> {
  const files: Manifest['files'] = {};
  const skipped: string[] = [];
  let entries;
  try {
    entries = await readdir(filesDir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return { files, skipped }; // nothing uploaded yet
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    // Anything restore would refuse stays out, rather than making an archive that cannot be restored.
    if (!entry.isFile() || !UPLOAD_NAME.test(entry.name)) {
      skipped.push(entry.name);
      continue;
    }
    const copy = join(stagingFilesDir, entry.name);
    try {
      await copyFile(join(filesDir, entry.name), copy);
    } catch (error) {
      if (isMissing(error)) continue; // removed since the listing (a failed write's cleanup)
      throw error;
    }
    files[entry.name] = { bytes: (await stat(copy)).size, sha256: await sha256File(copy) };
  }
  return { files, skipped };
}

/**
 * The archived uploads restore has to write. One already in the folder with the same bytes is left
 * alone; one with other bytes is refused unless forced, as that would lose a file.
 */
export async function uploadsToWrite(
  filesDir: string,
  files: Manifest['files'],
  force: boolean,
): Promise<string[]> {
  const toWrite: string[] = [];
  const conflicts: string[] = [];
  for (const [name, expected] of Object.entries(files)) {
    let present: string | null;
    try {
      present = await sha256File(join(filesDir, name));
    } catch (error) {
      if (!isMissing(error)) throw error;
      present = null;
    }
    if (present === expected.sha256) continue;
    if (present !== null && !force) conflicts.push(name);
    toWrite.push(name);
  }
  if (conflicts.length) {
    throw new Error(
      `The files folder ${filesDir} already holds ${conflicts.length} file(s) of the archive's names with other ` +
        `content (${conflicts.slice(0, 3).join(', ')}${conflicts.length > 3 ? ', ...' : ''}); use force to overwrite them.`,
    );
  }
  return toWrite;
}

/**
 * Writes verified uploads into the files folder, each under a temporary '.'-name first and then
 * renamed, as the file store does: the server never serves, and a backup never takes, half a file.
 */
export async function installUploads(
  stagingFilesDir: string,
  filesDir: string,
  names: readonly string[],
): Promise<void> {
  await mkdir(filesDir, { recursive: true });
  for (const name of names) {
    const partial = join(filesDir, `.${name}.restore.part`);
    try {
      await copyFile(join(stagingFilesDir, name), partial);
      await rename(partial, join(filesDir, name));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
}
