import { UPLOAD_NAME } from '../../services/files/file-store';
import { MANIFEST_ENTRY } from './manifest';

/** Names of stored uploads, the file store's own rule: an archive holds no other `files/` entry. */
export { UPLOAD_NAME };

/** What an accepted archive entry is. */
export type ArchiveEntry =
  | { kind: 'manifest'; path: string }
  | { kind: 'table'; path: string; table: string }
  | { kind: 'file'; path: string; name: string };

/**
 * Classifies an archive entry name, or answers null for anything else. Only exact shapes are
 * accepted (`manifest.json`, `tables/<known table>.jsonl`, `files/<upload name>`), so no name with
 * '..', a leading '/', a backslash or an extra folder can make restore write outside its folders.
 */
export function classifyEntry(path: string, knownTables: ReadonlySet<string>): ArchiveEntry | null {
  if (path === MANIFEST_ENTRY) return { kind: 'manifest', path };
  const table = /^tables\/([^/]+)\.jsonl$/.exec(path)?.[1];
  if (table !== undefined) return knownTables.has(table) ? { kind: 'table', path, table } : null;
  const file = /^files\/([^/]+)$/.exec(path)?.[1];
  if (file !== undefined && UPLOAD_NAME.test(file)) return { kind: 'file', path, name: file };
  return null;
}

/** Path of a table's rows inside the archive. */
export const tableEntryPath = (table: string) => `tables/${table}.jsonl`;

/** Path of an upload inside the archive. */
export const fileEntryPath = (name: string) => `files/${name}`;
