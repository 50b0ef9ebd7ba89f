import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, members } from '../../db/schema';
import { projectFileNames } from '../projects/project-file-names';

/** A name the file store gives: 24 url-safe characters and an extension. */
const STORED_NAME = /^[A-Za-z0-9_-]{24}\.(?:jpg|png|webp|pdf)$/;

/** A file of the store's folder: a stored file, or the temporary `.<name>.part` of a write. */
const FOLDER_ENTRY = /^(\.)?([A-Za-z0-9_-]{24}\.(?:jpg|png|webp|pdf))(\.part)?$/;

/** Every stored file name found among a JSON value's strings (a report's slots, its entries' slots). */
function namesIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (STORED_NAME.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) namesIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) namesIn(item, into);
  }
}

/** The stored files some row names: profile images, every file of every report, and project files. */
export async function referencedFiles(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  for (const row of await db
    .select({ image: members.profileImage })
    .from(members)
    .where(isNotNull(members.profileImage))) {
    names.add(row.image!);
  }
  for (const row of await db.select({ data: activities.data }).from(activities)) namesIn(row.data, names);
  for (const name of await projectFileNames(db)) names.add(name);
  return names;
}

/**
 * Removes the files of the store that no row names: those a crash left between storing a file and
 * committing its row, and the temporary `.part` files of an interrupted write. Only files older than
 * `olderThan` go, so an upload in flight in another process is never touched. Answers what went.
 */
export async function sweepOrphanFiles(db: Db, folder: string, olderThan: Date): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch {
    return [];
  }
  const referenced = await referencedFiles(db);
  const removed: string[] = [];
  for (const entry of entries) {
    const match = FOLDER_ENTRY.exec(entry);
    const temporary = Boolean(match?.[1] || match?.[3]);
    if (!match || (!temporary && referenced.has(entry))) continue;
    const path = join(folder, entry);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtime >= olderThan) continue;
    await rm(path, { force: true });
    removed.push(entry);
  }
  return removed;
}
