import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/database';
import { makePgliteTemplate } from '../../src/server/db/make-pglite-template';
import { applyMigrations, MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { openPglite, type OpenPgliteOptions } from '../../src/server/db/open-pglite';
import { currentStamp, type TemplateStamp } from '../../src/server/db/pglite-template-stamp';
import { listTemplates } from '../../src/server/db/pglite-template';
import { seedDemo } from '../../src/server/db/seed/seed-demo';

// A new PGlite folder starts as a copy of the build's template (initdb and the migrations done at
// build time): what the server then holds must be what initdb and the migrations give.

let work: string;
let templateRoot: string;
let templateDir: string;
/** The template's system identifier. */
let templateId: string;
/** What a folder initdb made, migrated and seeded, holds: the yardstick. */
let reference: Contents;

/** The rows a query answers (PGlite's result shape). */
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The schema, the migrations recorded and how many rows each table has. */
async function contentsOf(db: Db) {
  const columns = await rows(
    db,
    sql`select table_schema, table_name, column_name, data_type, column_default, is_nullable
        from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2, 3`,
  );
  const indexes = await rows(
    db,
    sql`select schemaname, indexname, indexdef from pg_indexes
        where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const constraints = await rows(
    db,
    sql`select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
        where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
        order by 1, 2`,
  );
  const extensions = await rows(db, sql`select extname, extversion from pg_extension order by 1`);
  const migrations = await rows(
    db,
    sql`select hash, created_at::text from drizzle.__drizzle_migrations order by id`,
  );
  const tables = await rows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${name}`));
    counts[name] = row!.n;
  }
  return { columns, indexes, constraints, extensions, migrations, counts };
}
type Contents = Awaited<ReturnType<typeof contentsOf>>;

/** The cluster's identity, which initdb draws anew and a copy keeps. */
async function systemIdOf(db: Db): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`select system_identifier::text as id from pg_control_system()`,
  );
  return row!.id;
}

/** Opens a folder as the server's start does: migrations, then the demo district (small). */
async function start(dataDir: string, options: OpenPgliteOptions): Promise<Database> {
  const database = await openPglite(dataDir, options);
  await applyMigrations(database);
  await seedDemo(database.db, { clubs: 2, membersPerClub: 2 });
  return database;
}

/** The template's own system identifier. */
async function templateSystemId(dir: string): Promise<string> {
  const copy = join(work, `peek-${readdirSync(work).length}`);
  mkdirSync(copy);
  cpSync(join(dir, 'pgdata'), join(copy, 'pgdata'), { recursive: true });
  const database = await openPglite(copy, { templateRoot: null });
  try {
    return await systemIdOf(database.db);
  } finally {
    await database.close();
  }
}

/** A copy of the template under a root of its own, with its stamp changed. */
function templateWithStamp(name: string, stamp: TemplateStamp): string {
  const root = join(work, name);
  cpSync(templateDir, join(root, 'one'), { recursive: true });
  writeFileSync(join(root, 'one', 'stamp.json'), JSON.stringify(stamp));
  return root;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'club-cms-template-'));
  templateRoot = join(work, 'templates');
  templateDir = await makePgliteTemplate(templateRoot);
  templateId = await templateSystemId(templateDir);
  const database = await start(join(work, 'initdb'), { templateRoot: null });
  try {
    reference = await contentsOf(database.db);
  } finally {
    await database.close();
  }
}, 240_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a new PGlite folder started from the template', () => {
  it('holds the same schema, migrations and demo district as one initdb made', async () => {
    const dataDir = join(work, 'from-template');
    const database = await start(dataDir, { templateRoot });
    try {
      expect(await systemIdOf(database.db)).toBe(templateId);
      expect(await contentsOf(database.db)).toEqual(reference);
    } finally {
      await database.close();
    }
    expect(existsSync(join(dataDir, 'pgdata.partial'))).toBe(false);
  });

  it('opens again on a restart with its data, never copied over', async () => {
    const dataDir = join(work, 'restarted');
    const first = await start(dataDir, { templateRoot });
    const id = await systemIdOf(first.db);
    await first.db.execute(sql`update clubs set name = name || ' (renamed)'`);
    await first.close();
    const again = await openPglite(dataDir, { templateRoot });
    try {
      expect(await systemIdOf(again.db)).toBe(id);
      const [row] = await rows<{ n: number }>(
        again.db,
        sql`select count(*)::int as n from clubs where name like '% (renamed)'`,
      );
      expect(row!.n).toBe(reference.counts['public.clubs']);
    } finally {
      await again.close();
    }
  });

  it('ignores a copy a stopped start left half done', async () => {
    const dataDir = join(work, 'half-copied');
    mkdirSync(join(dataDir, 'pgdata.partial', 'base'), { recursive: true });
    writeFileSync(join(dataDir, 'pgdata.partial', 'PG_VERSION'), '17\n');
    const database = await start(dataDir, { templateRoot });
    try {
      expect(await contentsOf(database.db)).toEqual(reference);
    } finally {
      await database.close();
    }
  });

  it('applies the migrations a template made before them lacks', async () => {
    // A template of an older checkout: the journal's first migrations only.
    const now = currentStamp();
    const kept = now.migrations.length - 2;
    const olderMigrations = join(work, 'older-migrations');
    cpSync(MIGRATIONS_FOLDER, olderMigrations, { recursive: true });
    const journalFile = join(olderMigrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: unknown[];
    };
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, kept) }));
    const root = join(work, 'older');
    const made = await openPglite(join(root, 'one'), { templateRoot: null });
    await migrate(made.db as never, { migrationsFolder: olderMigrations });
    await made.close();
    writeFileSync(
      join(root, 'one', 'stamp.json'),
      JSON.stringify({ ...now, migrations: now.migrations.slice(0, kept) }),
    );
    const olderId = await templateSystemId(join(root, 'one'));

    const database = await start(join(work, 'from-older'), { templateRoot: root });
    try {
      expect(await systemIdOf(database.db)).toBe(olderId);
      expect(await contentsOf(database.db)).toEqual(reference);
    } finally {
      await database.close();
    }
  });
});

describe('a template that does not fit', () => {
  it.each([
    ['another PGlite', (s: TemplateStamp) => ({ ...s, pglite: '0.0.1' })],
    [
      'a changed migration',
      (s: TemplateStamp) => ({ ...s, migrations: ['0'.repeat(64), ...s.migrations.slice(1)] }),
    ],
    [
      'a migration this checkout lacks',
      (s: TemplateStamp) => ({ ...s, migrations: [...s.migrations, 'f'.repeat(64)] }),
    ],
  ])('is left alone when made with %s: initdb runs as before', async (name, change) => {
    const root = templateWithStamp(`misfit-${name.replaceAll(' ', '-')}`, change(currentStamp()));
    const database = await start(join(work, `not-from-${name.replaceAll(' ', '-')}`), { templateRoot: root });
    try {
      expect(await systemIdOf(database.db)).not.toBe(templateId);
      expect(await contentsOf(database.db)).toEqual(reference);
    } finally {
      await database.close();
    }
  });
});

describe('making the template', () => {
  it('keeps a template with the same stamp, and removes those of other stamps', async () => {
    const root = join(work, 'remake');
    cpSync(templateRoot, root, { recursive: true });
    cpSync(templateDir, join(root, 'stale'), { recursive: true });
    writeFileSync(join(root, 'stale', 'stamp.json'), JSON.stringify({ ...currentStamp(), pglite: '0.0.1' }));
    const kept = join(root, templateDir.slice(templateRoot.length));
    const madeAt = statSync(join(kept, 'stamp.json')).mtimeMs;
    expect(await makePgliteTemplate(root)).toBe(kept);
    expect(statSync(join(kept, 'stamp.json')).mtimeMs).toBe(madeAt);
    expect(listTemplates(root).map((t) => t.dir)).toEqual([kept]);
  });
});
