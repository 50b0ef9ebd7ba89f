import { lstat, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStore, type StoredEntry, UPLOAD_NAME, newStoredName } from './file-store';

/** The temporary name of a write in progress: `.<name>.part` (`.<name>.restore.part` from a restore). */
const PARTIAL = /^\..+\.part$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** What a folder entry is to the store; only regular files can be its own (a link or folder is not). */
function kindOf(name: string, isFile: boolean): StoredEntry['kind'] {
  if (!isFile) return 'other';
  if (UPLOAD_NAME.test(name)) return 'upload';
  return PARTIAL.test(name) ? 'partial' : 'other';
}

/**
 * A file store in a folder (FILE_STORE=folder): one process per PGlite data folder, or several that
 * share the folder as a volume. Writes go to a temporary `.`-name first and are then renamed, so a
 * reader (a download, a backup) never sees half a file.
 */
export function createFolderFileStore(folder: string): FileStore {
  let ready: Promise<unknown> | null = null;
  const created = () => (ready ??= mkdir(folder, { recursive: true }));
  /** Writes `bytes` as `name` by way of `temporary`; a failed write leaves no partial file. */
  async function writeWhole(temporary: string, name: string, bytes: Buffer, flag: 'wx' | 'w') {
    await created();
    try {
      await writeFile(join(folder, temporary), bytes, { flag });
      await rename(join(folder, temporary), join(folder, name));
    } catch (error) {
      await rm(join(folder, temporary), { force: true });
      throw error;
    }
  }
  return {
    location: `the folder ${folder}`,
    async save(bytes, extension) {
      const name = newStoredName(extension);
      // 'wx': never two writes on one temporary name (random names make that a bug, not a race).
      await writeWhole(`.${name}.part`, name, bytes, 'wx');
      return name;
    },
    async put(name, bytes) {
      await writeWhole(`.${name}.restore.part`, name, bytes, 'w');
    },
    async remove(name) {
      await rm(join(folder, name), { force: true });
    },
    async read(name) {
      try {
        return await readFile(join(folder, name));
      } catch {
        return null;
      }
    },
    async list() {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return []; // nothing stored yet
        throw error;
      }
      const listed: StoredEntry[] = [];
      for (const entry of entries) {
        // lstat, not stat: a link is 'other' and its target's age is not the entry's.
        const info = await lstat(join(folder, entry.name)).catch(() => null);
        if (!info) continue; // removed since the listing
        listed.push({ name: entry.name, writtenAt: info.mtime, kind: kindOf(entry.name, info.isFile()) });
      }
      return listed;
    },
  };
}
