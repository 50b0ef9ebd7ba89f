import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrate';
import type { WorldSize } from './world-size';

/** What the marker row of a generated world says about it. */
export interface WorldMarker {
  size: WorldSize;
  /**
   * The month (YYYY-MM, Asia/Colombo) the world was generated in: its offices are this Lions year's
   * and its newest reports this month's, so a world of an earlier month has no reports to review now.
   */
  month: string;
  /** The migrations (drizzle-kit tags) the world's schema had when it was written, in order. */
  migrations: string[];
  generatedAt: Date;
  generationSeconds: number;
}

/** The tags of the migrations this checkout ships, in order (drizzle-kit's journal). */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/**
 * The marker of the world in this database, or null when there is none (a world whose generation
 * did not finish has none: the marker is written last).
 */
export async function readMarker(client: pg.Client): Promise<WorldMarker | null> {
  const table = await client.query(`select to_regclass('public.bench_world') as t`);
  if (!table.rows[0]?.t) return null;
  // The row as JSON: a marker written by an older generator, without a field, reads as not matching.
  const { rows } = await client.query<{
    marker: {
      size: WorldSize;
      month?: string;
      migrations: string[];
      generated_at: string;
      generation_seconds: number;
    };
  }>('select to_jsonb(b) as marker from bench_world b limit 1');
  const row = rows[0]?.marker;
  return row
    ? {
        size: row.size,
        month: row.month ?? '',
        migrations: row.migrations,
        generatedAt: new Date(row.generated_at),
        generationSeconds: row.generation_seconds,
      }
    : null;
}

/** Writes (or replaces) the marker: the world is complete, and of this size and schema. */
export async function writeMarker(client: pg.Client, marker: WorldMarker): Promise<void> {
  await client.query(`create table if not exists bench_world (
    size jsonb not null, month text not null, migrations text[] not null, generated_at timestamptz not null,
    generation_seconds real not null)`);
  await client.query('delete from bench_world');
  await client.query(
    `insert into bench_world (size, month, migrations, generated_at, generation_seconds)
     values ($1, $2, $3, $4, $5)`,
    [
      JSON.stringify(marker.size),
      marker.month,
      marker.migrations,
      marker.generatedAt,
      marker.generationSeconds,
    ],
  );
}

/** How the world in a database stands against the one wanted. */
export type MarkerVerdict = 'reuse' | 'migrate' | 'regenerate';

/**
 * Reuse a world of the same size and month whose migrations are those of this checkout; migrate one
 * whose migrations are a beginning of them (new migrations only add, as the app applies them at
 * start); regenerate anything else: another size or month, a migration changed or removed, no marker.
 */
export function judgeMarker(
  marker: WorldMarker | null,
  size: WorldSize,
  month: string,
  tags: readonly string[],
): MarkerVerdict {
  if (!marker || marker.month !== month) return 'regenerate';
  const sameSize =
    marker.size.clubs === size.clubs &&
    marker.size.members === size.members &&
    marker.size.reports === size.reports &&
    marker.size.projects === size.projects;
  if (!sameSize || marker.migrations.some((tag, i) => tags[i] !== tag)) return 'regenerate';
  return marker.migrations.length === tags.length ? 'reuse' : 'migrate';
}
