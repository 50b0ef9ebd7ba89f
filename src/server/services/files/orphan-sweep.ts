import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities, members } from '../../db/schema';
import { projectFileNames } from '../projects/project-file-names';
import type { FileStore } from './file-store';

/** A name the file store gives: 24 url-safe characters and an extension. */
const STORED_NAME = /^[A-Za-z0-9_-]{24}\.(?:jpg|png|webp|pdf)$/;

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
 * committing its row, and the partial files of an interrupted write. Only files older than
 * `olderThan` go, so an upload in flight in another process is never touched; entries the store did
 * not make are never touched either. Answers what went.
 */
export async function sweepOrphanFiles(db: Db, files: FileStore, olderThan: Date): Promise<string[]> {
  // Listed before the rows are read: a file whose row commits in between is then seen as named.
  const entries = await files.list();
  const referenced = await referencedFiles(db);
  const removed: string[] = [];
  for (const entry of entries) {
    // Only the store's own names: a restored upload under another name is kept, as before.
    const orphan =
      entry.kind === 'partial' ||
      (entry.kind === 'upload' && STORED_NAME.test(entry.name) && !referenced.has(entry.name));
    if (!orphan || entry.writtenAt >= olderThan) continue;
    await files.remove(entry.name);
    removed.push(entry.name);
  }
  return removed;
}
