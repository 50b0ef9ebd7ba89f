import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../migrate';
import { type Queryable, queryRows } from '../query-rows';

/** One applied migration, as drizzle's `__drizzle_migrations` records it. */
export interface AppliedMigration {
  /** The journal's tag (e.g. '0004_activity_review'); null for a migration this code does not know. */
  tag: string | null;
  /** The journal's `when`, which drizzle stores as created_at and uses to tell applied from pending. */
  createdAt: number;
  /** SHA-256 of the SQL file as it was applied (informational: line endings change it). */
  hash: string;
}

let journalTags: Map<number, string> | undefined;

/** Tags of the committed migrations by their `when`, from drizzle-kit's journal. */
function tagsByWhen(): Map<number, string> {
  if (!journalTags) {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    journalTags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  }
  return journalTags;
}

/**
 * The migrations applied to a database, oldest first; null when drizzle's bookkeeping table does
 * not exist (the database was never migrated).
 */
export async function appliedMigrations(db: Queryable): Promise<AppliedMigration[] | null> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return null;
  // bigint as text: node-postgres answers a string, PGlite a number; both parse the same way.
  const rows = await queryRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  const tags = tagsByWhen();
  return rows.map((r) => {
    const createdAt = Number(r.created_at);
    return { tag: tags.get(createdAt) ?? null, createdAt, hash: r.hash };
  });
}

/**
 * True when two databases are at the same migration level. Compared by created_at, as drizzle's
 * migrator itself decides what is applied; hashes differ for the same file checked out with CRLF.
 */
export function sameMigrationLevel(a: readonly AppliedMigration[], b: readonly AppliedMigration[]): boolean {
  return a.length === b.length && a.every((m, i) => m.createdAt === b[i]!.createdAt);
}

/** A level in words for messages: '5 migrations, last 0004_activity_review'. */
export function describeMigrationLevel(level: readonly AppliedMigration[]): string {
  const last = level.at(-1);
  if (!last) return 'no migrations';
  return `${level.length} migration${level.length === 1 ? '' : 's'}, last ${last.tag ?? `of ${last.createdAt}`}`;
}
