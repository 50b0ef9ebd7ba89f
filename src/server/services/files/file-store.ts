import { randomBytes } from 'node:crypto';

/** Content types of the files we store, by extension. */
export const FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const;

/** An extension we store. */
export type StoredExtension = keyof typeof FILE_TYPES;

/**
 * Names of uploads a store keeps: url-safe characters and an extension, nothing with a path in it.
 * `save` makes 24 random characters; `put` (a restore) takes any such name an archive holds.
 */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]+\.(jpg|png|webp|pdf)$/;

/** A new name for a stored file: 18 random bytes (144 bits) in base64url, and the extension. */
export function newStoredName(extension: StoredExtension): string {
  return `${randomBytes(18).toString('base64url')}.${extension}`;
}

/** One file of a store's listing, without its bytes. */
export interface StoredEntry {
  name: string;
  /** When it was written: the file's modification time in a folder, the row's created_at in the database. */
  writtenAt: Date;
  /**
   * 'upload': a file under an upload's name (UPLOAD_NAME); 'partial': what an interrupted write left
   * behind (a folder's `.<name>.part`; the database writes a file in one statement and leaves none);
   * 'other': anything the store did not make (a stray file, a sub-folder), which nothing touches.
   */
  kind: 'upload' | 'partial' | 'other';
}

/**
 * Where uploads live: a folder outside the web root, or a table of the database every process shares
 * (FILE_STORE). Files are stored under server-made names. This is the one way in: the routes, the
 * orphan sweep, the consistency check and backup/restore all go through it, never to a folder.
 */
export interface FileStore {
  /** Where the files are, for messages: the folder's path, or the database's table. */
  readonly location: string;
  /** Writes the bytes under a new random name and answers the name. */
  save(bytes: Buffer, extension: StoredExtension): Promise<string>;
  /** The bytes of one stored file, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** Removes a stored file, or a partial one (a write that failed after its files were saved). */
  remove(name: string): Promise<void>;
  /** Every file of the store with its age, partial writes and foreign entries included; no bytes. */
  list(): Promise<StoredEntry[]>;
  /** Writes bytes under a known name (a restore), replacing a file of that name; never half a file. */
  put(name: string, bytes: Buffer): Promise<void>;
  /**
   * Resolves once the store's own follow-up work on what it saved and removed so far is done (the
   * duplicate-claim fingerprints); a store with none leaves it out.
   */
  settled?(): Promise<void>;
}
