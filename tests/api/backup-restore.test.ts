import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Header, create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { type BackupResult, backupDatabase } from '../../src/server/db/backup/backup';
import { restoreDatabase } from '../../src/server/db/backup/restore';
import {
  activities,
  activityPoints,
  auditLog,
  clubs,
  members,
  projectPoints,
  serviceProjects,
  sessions,
  smsOutbox,
  users,
} from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { createFolderFileStore } from '../../src/server/services/files/folder-file-store';
import { createTestDatabase } from '../helpers/test-database';

/** The migrations of the code, oldest first (drizzle-kit's journal). */
const JOURNAL = (
  JSON.parse(
    readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: { tag: string }[] }
).entries;

// One backup of a seeded source, restored into a fresh target. The cases run in order: the refusals
// first (the target is still empty, so "nothing written" can be checked), then the restore itself.

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

let source: TestDatabase;
let target: TestDatabase;
let work: string;
let sourceFiles: string;
let targetFiles: string;
let archive: string;
let backup: BackupResult;
/** The id of an audit row deleted before the backup: restore must not hand it out again. */
let deletedAuditId: number;

const PNG_NAME = 'lion_Logo-01.png';
const PDF_NAME = 'Qm9hcmQ_-minutes.pdf';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every table of the database (from the catalogue, not the Drizzle schema, so nothing escapes the
 * comparison), each as `select *` by primary key: once as the driver's values in JSON, once as
 * PostgreSQL's own text of each row (exact to the microsecond and the last numeric digit).
 */
async function contents(db: Db): Promise<Record<string, { json: string; text: string[] }>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const out: Record<string, { json: string; text: string[] }> = {};
  for (const { name } of tables) {
    const keys = await rows<{ column: string }>(
      db,
      sql`select a.attname as column from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
           where i.indrelid = ${name}::regclass and i.indisprimary order by a.attnum`,
    );
    expect(keys.length, `${name} has a primary key`).toBeGreaterThan(0);
    const order = sql.raw(keys.map((k) => `"${k.column}"`).join(', '));
    const table = sql.raw(`"${name}"`);
    const all = await rows<Record<string, unknown>>(db, sql`select * from ${table} order by ${order}`);
    const text = await rows<{ row: string }>(
      db,
      sql`select t::text as row from ${table} t order by ${order}`,
    );
    out[name] = { json: JSON.stringify(all), text: text.map((r) => r.row) };
  }
  return out;
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const all = await contents(db);
  return Object.fromEntries(Object.entries(all).map(([name, t]) => [name, t.text.length]));
}

/** Rows a seed never writes: nested jsonb, JSON null, long numerics, microseconds, infinity, nulls. */
async function addTrickyRows(db: Db): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).orderBy(asc(clubs.id)).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const [report] = await db
    .insert(activities)
    .values({
      clubId: club!.id,
      key: 'tricky_report',
      lionsYear: 2023,
      month: '02',
      status: 'APPROVED',
      date: '2024-02-29',
      data: {
        nested: { list: [1, 2.5, -0, 1e-7, { deep: [null, true, 'x'] }], empty: {}, emptyList: [] },
        text: 'Ünïcödé "quoted" \\ back\nslash\ttab \u2028 𝄞 🦁',
        zero: 0,
      },
      submittedBy: user!.id,
      reviewComment: "it's\r\nfine",
      decidedBy: user!.id,
      decidedAt: sql`'2024-02-29 23:59:59.123456+05:30'::timestamptz`,
    })
    .returning({ id: activities.id });
  await db.insert(activities).values({
    clubId: club!.id,
    key: 'tricky_numbers',
    lionsYear: 2023,
    month: '03',
    data: sql`'{"big": 123456789012345678901234567890.123456789, "tiny": 1e-30, "neg": -0.5}'::jsonb`,
  });
  await db.insert(activityPoints).values([
    {
      activityId: report!.id,
      itemKey: 'bonus',
      title: 'Bonus',
      comment: null,
      crPoints: 12.5,
      drPoints: sql`'0.000000000000000001'::numeric`,
      totalPoints: sql`'-99999999999999.999999'::numeric`,
    },
    { activityId: report!.id, title: 'Defaults only' },
  ]);
  const [project] = await db
    .insert(serviceProjects)
    .values({ clubId: club!.id })
    .returning({ id: serviceProjects.id });
  await db
    .insert(projectPoints)
    .values({ projectId: project!.id, clubId: club!.id, points: sql`'1234567890.0987654321'::numeric` });
  await db.insert(members).values({
    clubId: null,
    internationalId: 'NULL-HEAVY-1',
    displayName: '',
    fullName: ' ',
    status: 'inactive',
    droppedAt: '1999-12-31',
  });
  await db.insert(auditLog).values([
    { action: 'json-null', entity: 'test', before: sql`'null'::jsonb`, after: null },
    {
      action: 'deep',
      entity: 'test',
      entityId: '42',
      before: { a: [{ b: { c: [1, '2', null, { d: false }] } }] },
      after: sql`'"just a string"'::jsonb`,
      ip: '::1',
      at: sql`'2001-02-03 04:05:06.789012+00'::timestamptz`,
    },
  ]);
  const [gone] = await db
    .insert(auditLog)
    .values({ action: 'deleted', entity: 'test' })
    .returning({ id: auditLog.id });
  await db.delete(auditLog).where(eq(auditLog.id, gone!.id));
  deletedAuditId = gone!.id;
  await db.insert(smsOutbox).values({
    toMobile: '771234567',
    purpose: 'test',
    body: 'tab\tand "quotes" and a\nnewline',
    status: 'failed',
    error: null,
    sentAt: sql`'infinity'::timestamptz`,
  });
  await db.insert(sessions).values({
    tokenHash: 'a'.repeat(64),
    userId: user!.id,
    expiresAt: new Date('2100-01-01T00:00:00.001Z'),
    revokedAt: null,
  });
}

/** The archive's entries, extracted, changed by `change`, and packed again into a new archive. */
async function alteredArchive(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = mkdtempSync(join(work, 'alter-'));
  const entries: string[] = [];
  await list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
  await extract({ file: archive, cwd: dir });
  await change(dir);
  const out = join(work, name);
  await create({ gzip: true, file: out, cwd: dir, portable: true }, entries);
  return out;
}

/** A gzipped tar written by hand, so it can hold names and types tar itself would not write. */
function handMadeArchive(entries: { path: string; body?: Buffer; type?: 'File' | 'SymbolicLink' }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body ?? Buffer.alloc(0);
    const header = new Header({
      path: entry.path,
      mode: 0o644,
      uid: 0,
      gid: 0,
      size: body.length,
      mtime: new Date(0),
      type: entry.type ?? 'File',
      linkpath: entry.type === 'SymbolicLink' ? '/etc/passwd' : '',
    });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const listFolder = (dir: string) => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  work = mkdtempSync(join(tmpdir(), 'club-cms-backup-test-'));
  sourceFiles = join(work, 'source-files');
  targetFiles = join(work, 'target-files');
  const seeded = await seedDemo(source.database.db, { clubs: 3, membersPerClub: 5 });
  expect(seeded.seeded).toBe(true);
  await addTrickyRows(source.database.db);

  await mkdir(sourceFiles);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c01010' } })
    .png()
    .toBuffer();
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n', 'latin1'),
    Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 37) % 256)),
    Buffer.from('\n%%EOF\n'),
  ]);
  await writeFile(join(sourceFiles, PNG_NAME), png);
  await writeFile(join(sourceFiles, PDF_NAME), pdf);
  // A file store upload in progress, and a stray file: neither is an upload to keep.
  await writeFile(join(sourceFiles, `.${PNG_NAME}.part`), 'half');
  await writeFile(join(sourceFiles, 'notes.txt'), 'not an upload');

  archive = join(work, 'backups', 'club.tar.gz');
  backup = await backupDatabase(source.database.db, {
    files: createFolderFileStore(sourceFiles),
    out: archive,
  });
});

afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The kept number of users (derived.users_count, migration 0009) is the number there are. */
async function expectUsersCounted(db: Db) {
  const [kept] = await rows<{ n: number }>(db, sql`select n::int as n from derived.users_count`);
  const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  expect(counted!.n).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

describe('db backup', () => {
  it('writes one archive: manifest, every table and every upload', async () => {
    const entries: string[] = [];
    await list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    const counts = await rowCounts(source.database.db);
    // stored_files holds the uploads of FILE_STORE=database: archived as files/, never as rows.
    const tables = Object.keys(counts).filter((table) => table !== 'stored_files');
    expect(entries[0]).toBe('manifest.json');
    expect(entries.slice(1).sort()).toEqual(
      [...tables.map((t) => `tables/${t}.jsonl`), `files/${PDF_NAME}`, `files/${PNG_NAME}`].sort(),
    );
    const { manifest } = backup;
    expect(manifest.database.kind).toBe(source.database.kind);
    expect(manifest.migrations.at(-1)?.tag).toBe(JOURNAL.at(-1)!.tag);
    for (const table of tables) expect(manifest.tables[table]?.rows, table).toBe(counts[table]);
    expect(manifest.tables.members!.rows).toBeGreaterThan(15);
    expect(manifest.tables.audit_log!.jsonNulls).toEqual([
      { column: 'before', key: { id: expect.any(Number) } },
    ]);
    expect(manifest.tables.audit_log!.sequences!.id).toBe(deletedAuditId + 1);
    expect(Object.keys(manifest.files).sort()).toEqual([PDF_NAME, PNG_NAME]);
    expect(backup.skippedFiles).toEqual(['notes.txt']);
    expect(readdirSync(join(work, 'backups'))).toEqual(['club.tar.gz']); // no staging left behind
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  });
});

describe('db restore', () => {
  it('refuses a tampered archive before writing anything', async () => {
    const tampered = await alteredArchive('tampered.tar.gz', async (dir) => {
      const path = join(dir, 'files', PDF_NAME);
      const bytes = await readFile(path);
      bytes[20] = bytes[20]! ^ 0xff;
      await writeFile(path, bytes);
    });
    await expect(
      restoreDatabase(target.database.db, { files: createFolderFileStore(targetFiles), archive: tampered }),
    ).rejects.toThrow(`files/${PDF_NAME} does not match its SHA-256`);

    const editedRows = await alteredArchive('edited-rows.tar.gz', async (dir) => {
      const path = join(dir, 'tables', 'clubs.jsonl');
      await writeFile(path, (await readFile(path, 'utf8')).replace('"ACTIVE"', '"INACTIVE"'));
    });
    await expect(
      restoreDatabase(target.database.db, { files: createFolderFileStore(targetFiles), archive: editedRows }),
    ).rejects.toThrow('tables/clubs.jsonl does not match its SHA-256');

    const counts = await rowCounts(target.database.db);
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
    expect(listFolder(targetFiles)).toEqual([]);
  });

  it('refuses entries outside its folders, links, and a manifest of another migration level', async () => {
    const dir = mkdtempSync(join(work, 'manifest-'));
    await extract({ file: archive, cwd: dir, filter: (p) => p === 'manifest.json' });
    const manifest = await readFile(join(dir, 'manifest.json'));
    const cases: [string, Parameters<typeof handMadeArchive>[0], string][] = [
      [
        'dotdot.tar.gz',
        [
          { path: 'manifest.json', body: manifest },
          { path: '../evil.png', body: Buffer.from('x') },
        ],
        'unexpected entry "../evil.png"',
      ],
      [
        'nested.tar.gz',
        [{ path: 'files/../../evil.png', body: Buffer.from('x') }],
        'unexpected entry "files/../../evil.png"',
      ],
      [
        'absolute.tar.gz',
        [{ path: '/tmp/evil.png', body: Buffer.from('x') }],
        'unexpected entry "/tmp/evil.png"',
      ],
      [
        'link.tar.gz',
        [{ path: `files/${PNG_NAME}`, type: 'SymbolicLink' }],
        'as a SymbolicLink, not a regular file',
      ],
      ['no-manifest.tar.gz', [{ path: 'tables/clubs.jsonl' }], 'has no manifest.json'],
    ];
    for (const [name, entries, message] of cases) {
      const path = join(work, name);
      writeFileSync(path, handMadeArchive(entries));
      await expect(
        restoreDatabase(target.database.db, { files: createFolderFileStore(targetFiles), archive: path }),
        name,
      ).rejects.toThrow(message);
    }
    expect(listFolder(work).filter((n) => n.includes('evil'))).toEqual([]);

    const garbage = join(work, 'garbage.tar.gz');
    writeFileSync(garbage, 'this is not an archive at all');
    await expect(
      restoreDatabase(target.database.db, { files: createFolderFileStore(targetFiles), archive: garbage }),
    ).rejects.toThrow('could not be read');

    const older = await alteredArchive('older.tar.gz', async (dir) => {
      const path = join(dir, 'manifest.json');
      const parsed = JSON.parse(await readFile(path, 'utf8')) as { migrations: unknown[] };
      parsed.migrations = parsed.migrations.slice(0, -1);
      await writeFile(path, JSON.stringify(parsed));
    });
    await expect(
      restoreDatabase(target.database.db, { files: createFolderFileStore(targetFiles), archive: older }),
    ).rejects.toThrow(
      `The archive is at ${JOURNAL.length - 1} migrations, last ${JOURNAL.at(-2)!.tag}; ` +
        `the target database is at ${JOURNAL.length}`,
    );

    const counts = await rowCounts(target.database.db);
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
    expect(listFolder(targetFiles)).toEqual([]);
  });

  it('restores every row of every table and every file exactly', async () => {
    const result = await restoreDatabase(target.database.db, {
      files: createFolderFileStore(targetFiles),
      archive,
    });
    expect(result.rows).toEqual(
      Object.fromEntries(Object.entries(backup.manifest.tables).map(([name, t]) => [name, t.rows])),
    );
    expect(result.filesWritten).toBe(2);

    const before = await contents(source.database.db);
    const after = await contents(target.database.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) {
      expect(after[table]!.text, table).toEqual(before[table]!.text);
      expect(after[table]!.json, table).toEqual(before[table]!.json);
    }

    // The values that are easiest to lose, spelled out.
    const [tricky] = await rows<{ decided_at: string }>(
      target.database.db,
      sql`select decided_at::text as decided_at from activities where key = 'tricky_report'`,
    );
    expect(tricky!.decided_at).toMatch(/\.123456/);
    const [big] = await rows<{ data: string }>(
      target.database.db,
      sql`select data::text as data from activities where key = 'tricky_numbers'`,
    );
    expect(big!.data).toContain('123456789012345678901234567890.123456789');
    const [points] = await rows<{ dr: string; total: string }>(
      target.database.db,
      sql`select dr_points::text as dr, total_points::text as total from activity_points where item_key = 'bonus'`,
    );
    expect(points).toEqual({ dr: '0.000000000000000001', total: '-99999999999999.999999' });
    const audit = await rows<{ action: string; before: string | null; json_null: boolean | null }>(
      target.database.db,
      sql`select action, before::text as before, jsonb_typeof(before) = 'null' as json_null from audit_log where entity = 'test' order by id`,
    );
    expect(audit.map((a) => [a.action, a.json_null])).toEqual([
      ['json-null', true],
      ['deep', false],
    ]);

    await expectUsersCounted(target.database.db);
    expect(listFolder(targetFiles)).toEqual([PDF_NAME, PNG_NAME].sort());
    for (const name of [PNG_NAME, PDF_NAME]) {
      expect(readFileSync(join(targetFiles, name)).equals(readFileSync(join(sourceFiles, name))), name).toBe(
        true,
      );
    }
  });

  it('sets every serial sequence past the restored ids (and past ids deleted before the backup)', async () => {
    const db = target.database.db;
    const [max] = await rows<{ id: number }>(db, sql`select max(id)::int as id from audit_log`);
    const [row] = await db.insert(auditLog).values({ action: 'after-restore', entity: 'test' }).returning();
    expect(row!.id).toBeGreaterThan(max!.id);
    expect(row!.id).toBeGreaterThan(deletedAuditId);
    const [club] = await db.select({ id: clubs.id }).from(clubs).orderBy(asc(clubs.id)).limit(1);
    const [project] = await db.insert(serviceProjects).values({ clubId: club!.id }).returning();
    const [projectMax] = await rows<{ id: number }>(
      db,
      sql`select max(id)::int as id from service_projects where id <> ${project!.id}`,
    );
    expect(project!.id).toBe(projectMax!.id + 1);
  });

  it('refuses a target that holds rows, unless forced; forced, it replaces them', async () => {
    await expect(
      restoreDatabase(target.database.db, { files: createFolderFileStore(targetFiles), archive }),
    ).rejects.toThrow(/The target database is not empty \(.*audit_log: \d+/);
    const result = await restoreDatabase(target.database.db, {
      files: createFolderFileStore(targetFiles),
      archive,
      force: true,
    });
    expect(result.filesUnchanged).toBe(2);
    await expectUsersCounted(target.database.db);
    const before = await contents(source.database.db);
    const after = await contents(target.database.db);
    for (const table of Object.keys(before)) {
      expect(after[table]!.text, table).toEqual(before[table]!.text);
    }
  });
});
