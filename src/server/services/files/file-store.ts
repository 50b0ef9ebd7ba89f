import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Content types of the files we store, by extension. */
export const FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;

/** An extension we store. */
export type StoredExtension = keyof typeof FILE_TYPES;

/** Where uploads live: a folder outside the web root, files under server-made names. */
export interface FileStore {
  /** Writes the bytes under a new random name and answers the name. */
  save(bytes: Buffer, extension: StoredExtension): Promise<string>;
  /** The bytes of a stored file, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Removes a stored file (a write that failed after its files were saved). */
  remove(name: string): Promise<void>;
}

/** A file store in a folder. Writes go to a temporary name first, so a reader never sees half a file. */
export function createFileStore(folder: string): FileStore {
  let ready: Promise<unknown> | null = null;
  return {
    async save(bytes, extension) {
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      const name = `${randomBytes(18).toString('base64url')}.${extension}`;
      const temporary = join(folder, `.${name}.part`);
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, join(folder, name));
      return name;
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
  };
}
