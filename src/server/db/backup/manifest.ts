import { z } from 'zod';

/** Bumped when the archive layout changes in a way an older restore could misread. */
export const MANIFEST_FORMAT_VERSION = 1;

/** Name of the manifest inside the archive. */
export const MANIFEST_ENTRY = 'manifest.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex SHA-256');
const count = z.number().int().min(0);

const TableEntry = z.object({
  rows: count,
  /** SHA-256 of tables/<name>.jsonl, so a damaged or edited table is refused like a damaged file. */
  sha256,
  /**
   * Next value of each serial column's sequence when the backup was made. Restore sets the sequence
   * to at least this, so ids of rows deleted before the backup are not handed out again (the audit
   * log still names them).
   */
  sequences: z.record(z.string(), z.number().int()).optional(),
  /**
   * json/jsonb cells holding the JSON value null, by primary key: row_to_json writes them as null
   * like SQL NULL, and restore would otherwise turn them into SQL NULL.
   */
  jsonNulls: z.array(z.object({ column: z.string(), key: z.record(z.string(), z.unknown()) })).optional(),
});

/** manifest.json: what the archive holds and how to check it. */
export const Manifest = z.object({
  format: z.literal('club-cms-backup'),
  version: z.literal(MANIFEST_FORMAT_VERSION),
  /** When the snapshot was taken (the database's clock at the start of the read transaction). */
  createdAt: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string() }),
  /** The applied migrations: restore wants a target at exactly this level. */
  migrations: z.array(
    z.object({ tag: z.string().nullable(), createdAt: z.number().int(), hash: z.string() }),
  ),
  tables: z.record(z.string(), TableEntry),
  files: z.record(z.string(), z.object({ bytes: count, sha256 })),
});

/** The parsed manifest. */
export type Manifest = z.infer<typeof Manifest>;

/** One table's part of the manifest. */
export type ManifestTable = z.infer<typeof TableEntry>;

/** Parses and checks manifest.json; throws a readable Error for anything else. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The archive is not a Club CMS backup: manifest.json is not JSON.');
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'invalid';
    throw new Error(
      `The archive is not a Club CMS backup of format ${MANIFEST_FORMAT_VERSION} (manifest ${where}).`,
    );
  }
  return parsed.data;
}
