import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { applyMigrations } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { DataFolderBusyError } from '../../src/server/db/open-pglite';
import { seedDemo } from '../../src/server/db/seed/seed-demo';

describe('PGlite data folder', () => {
  it('is refused to a second opener while the first has it, and free again after close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-cms-lock-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataFolderBusyError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by another Club CMS process/);
      await first.close();
      const again = await openDatabase({ dataDir: dir });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PGlite data folder after a crash', () => {
  it('is taken over at once from an owner that no longer runs (SIGKILL, power cut)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-cms-crashed-'));
    try {
      // A process that opens the folder as the server does, and dies without letting go.
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `const { openDatabase } = await import('./src/server/db/open-database.ts');
           await openDatabase({ dataDir: ${JSON.stringify(dir)} });
           console.log('open');
           setInterval(() => {}, 1000);`,
        ],
        { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve) => child.stdout!.on('data', () => resolve()));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      const started = Date.now();
      const reopened = await openDatabase({ dataDir: dir });
      expect(Date.now() - started).toBeLessThan(10_000);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two processes starting together on PostgreSQL', () => {
  it('migrate and seed once, under the advisory lock', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `cms_start_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const a = await openDatabase({ url: url.toString() });
    const b = await openDatabase({ url: url.toString() });
    try {
      const start = (db: typeof a) =>
        db.withStartupLock(async () => {
          await applyMigrations(db);
          return seedDemo(db.db, { clubs: 2, membersPerClub: 2 });
        });
      const results = await Promise.all([start(a), start(b)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const rows = (applied as unknown as { rows: { n: number }[] }).rows;
      expect(rows[0]!.n).toBeGreaterThan(0);
      const districts = await a.db.execute(sql`select count(*)::int as n from districts`);
      expect((districts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
