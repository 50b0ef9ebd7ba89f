import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, clubs, members } from '../../../src/server/db/schema';
import { createFolderFileStore } from '../../../src/server/services/files/folder-file-store';
import { sweepOrphanFiles } from '../../../src/server/services/files/orphan-sweep';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Hole 14 of the security review, the crash half: a file stored before its row committed stayed on
// disk for ever when the process died in between.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const name = (c: string, ext = 'jpg') => `${c.repeat(24)}.${ext}`;

describe('the start-up sweep of the file store', () => {
  it('removes old files no row names and old temporary files; keeps referenced and recent ones', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'club-cms-orphans-'));
    const [member] = await t.database.db.select().from(members).limit(1);
    const [club] = await t.database.db.select().from(clubs).limit(1);
    await t.database.db
      .update(members)
      .set({ profileImage: name('a') })
      .where(eq(members.id, member!.id));
    await t.database.db.insert(activities).values({
      clubId: club!.id,
      key: 'MAF_CONTRIBUTION',
      lionsYear: 2026,
      month: '08',
      data: { details: [{ uuid: 'x', document1: name('b', 'pdf') }] },
    });
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const file of [name('a'), name('b', 'pdf'), name('c'), `.${name('d')}.part`, name('e')]) {
      writeFileSync(join(folder, file), 'x');
      if (file !== name('e')) utimesSync(join(folder, file), old, old);
    }
    writeFileSync(join(folder, 'README.txt'), 'not ours');

    const removed = await sweepOrphanFiles(
      t.database.db,
      createFolderFileStore(folder),
      new Date(Date.now() - 3600_000),
    );
    expect(removed.sort()).toEqual([`.${name('d')}.part`, name('c')].sort());
    expect(readdirSync(folder).sort()).toEqual([name('a'), name('b', 'pdf'), name('e'), 'README.txt'].sort());
  });
});
