import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Parser, type ReadEntry, create } from 'tar';
import { type ArchiveEntry, classifyEntry } from './archive-entries';

/**
 * Packs files of a staging folder into a gzipped tar at `out`. Entries are listed one by one (no
 * folder entries) and written under a temporary name first, so `out` is never half an archive.
 */
export async function packArchive(
  stagingDir: string,
  entries: readonly string[],
  out: string,
): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const partial = `${out}.part`;
  try {
    // portable: no uid, gid, user or device numbers of this machine in the archive.
    await create({ gzip: true, file: partial, cwd: stagingDir, portable: true }, [...entries]);
    // Owner only: the archive holds personal data and password hashes.
    await chmod(partial, 0o600);
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Extracts an archive into an empty staging folder, accepting only the entries classifyEntry knows
 * (regular files; no links, folders or devices) and each at most once. Extraction is our own rather
 * than tar's unpacker so that nothing but the vetted names ever reaches the disk. Answers the
 * accepted entries.
 */
export async function unpackArchive(
  archive: string,
  stagingDir: string,
  knownTables: ReadonlySet<string>,
): Promise<ArchiveEntry[]> {
  const accepted = new Map<string, ArchiveEntry>();
  const writes: Promise<void>[] = [];
  let refusal: Error | undefined;
  let writeError: Error | undefined;
  await mkdir(join(stagingDir, 'tables'), { recursive: true });
  await mkdir(join(stagingDir, 'files'), { recursive: true });

  // strict: a damaged header or checksum is an error, not a warning and a skipped entry.
  const parser = new Parser({
    strict: true,
    onReadEntry(entry: ReadEntry) {
      const classified = classifyEntry(entry.path, knownTables);
      const problem = !classified
        ? `an unexpected entry ${JSON.stringify(entry.path)}`
        : entry.type !== 'File'
          ? `${JSON.stringify(entry.path)} as a ${entry.type}, not a regular file`
          : accepted.has(entry.path)
            ? `${JSON.stringify(entry.path)} twice`
            : null;
      if (problem || !classified) {
        refusal ??= new Error(`The archive is refused: it holds ${problem}.`);
        entry.resume();
        return;
      }
      accepted.set(entry.path, classified);
      const out = createWriteStream(join(stagingDir, classified.path), { flags: 'wx' });
      // Never a rejected promise waiting unobserved (Node ends the process on those): errors are
      // kept, and the entry is drained so the parser does not stall behind a dead file.
      writes.push(
        new Promise<void>((resolve) => {
          out.on('close', resolve);
          out.on('error', (error) => {
            writeError ??= error;
            entry.unpipe(out);
            entry.resume();
            resolve();
          });
        }),
      );
      entry.pipe(out);
    },
  });
  await new Promise<void>((resolve, reject) => {
    const input = createReadStream(archive);
    // A file that is no gzipped tar, or one cut short, ends here with tar's own words.
    const unreadable = (error: Error) =>
      reject(new Error(`The archive ${archive} could not be read: ${error.message}`));
    input.on('error', unreadable);
    parser.on('error', unreadable);
    parser.on('end', () => resolve());
    input.pipe(parser as unknown as NodeJS.WritableStream);
  });
  await Promise.all(writes);
  if (refusal) throw refusal;
  if (writeError) throw writeError;
  return [...accepted.values()];
}
