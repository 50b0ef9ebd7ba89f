import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../src/server/db/backup/backup';
import { restoreDatabase } from '../../src/server/db/backup/restore';
import { activities, clubs, members, storedFiles } from '../../src/server/db/schema';
import { checkConsistency } from '../../src/server/services/files/consistency';
import { createDatabaseFileStore } from '../../src/server/services/files/database-file-store';
import type { FileStore } from '../../src/server/services/files/file-store';
import { createFolderFileStore } from '../../src/server/services/files/folder-file-store';
import { sweepOrphanFiles } from '../../src/server/services/files/orphan-sweep';
import { multipart } from '../helpers/multipart';
import { createTestApp, signedInMember, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// FILE_STORE=database (issue 15, part 3): uploads in the stored_files table, so every process on the
// database serves every file. The same store on PGlite and on PostgreSQL (DATABASE_URL).

let t: TestApp;
let files: FileStore;
/** The app's FILES_DIR: with the database store, nothing may ever be written there. */
let folder: string;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'club-cms-database-store-'));
  folder = join(work, 'files');
  t = await createTestApp({ env: { FILE_STORE: 'database', FILES_DIR: folder } });
  files = t.app.files;
});
afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const bytesOf = (text: string) => Buffer.from(text, 'utf8');
/** Makes a stored file look `hours` old, as one a crash left behind an hour ago would be. */
const age = (name: string, hours: number) =>
  t.database.db
    .update(storedFiles)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(storedFiles.name, name));

describe('the database file store', () => {
  it('saves under a new random name, reads it back, lists names with their age, and removes', async () => {
    const before = Date.now();
    const name = await files.save(bytesOf('%PDF-1.4 one'), 'pdf');
    expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.pdf$/);
    const another = await files.save(bytesOf('%PDF-1.4 one'), 'pdf');
    expect(another).not.toBe(name);
    await files.remove(another);
    const read = await files.read(name);
    expect(Buffer.isBuffer(read)).toBe(true);
    expect(read!.toString('utf8')).toBe('%PDF-1.4 one');

    const listed = (await files.list()).find((entry) => entry.name === name);
    expect(listed).toEqual({ name, writtenAt: expect.any(Date), kind: 'upload' });
    expect(listed!.writtenAt.getTime()).toBeGreaterThan(before - 60_000);
    expect(Object.keys(listed!)).not.toContain('bytes');

    await files.remove(name);
    expect(await files.read(name)).toBeNull();
    expect((await files.list()).map((entry) => entry.name)).not.toContain(name);
    await files.remove(name); // removing what is gone is no error
    expect(await files.read('nothing-here.jpg')).toBeNull();
  });

  it('puts bytes under a known name, replacing what was there, and keeps every byte', async () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await files.put('Known_name-01.png', all);
    expect((await files.read('Known_name-01.png'))!.equals(all)).toBe(true);
    await age('Known_name-01.png', 3);
    await files.put('Known_name-01.png', bytesOf('again'));
    expect((await files.read('Known_name-01.png'))!.toString('utf8')).toBe('again');
    const entry = (await files.list()).find((e) => e.name === 'Known_name-01.png');
    // A replaced file is new: the sweep gives it the full grace again.
    expect(entry!.writtenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await files.remove('Known_name-01.png');
  });

  it('serves a profile image uploaded through the API by its signed link, from the table alone', async () => {
    const me = await signedInMember(t.app, 'CLUB_MEMBER');
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/member/profile', headers: me.headers })
    ).json().data;
    const photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#00338d' } })
      .jpeg()
      .toBuffer();
    const body = await multipart({
      display_name: profile.display_name,
      full_name: profile.full_name,
      mobile: profile.mobile,
      image: { name: 'me.jpg', type: 'image/jpeg', bytes: photo },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/member/update/${me.uuid}`,
      payload: body.payload,
      headers: { ...me.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    const link: string = res.json().data.profile_image;
    const name = /^\/api\/files\/([\w-]+\.jpg)\?/.exec(link)![1]!;

    const image = await t.app.inject({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(400);
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.name, name));
    expect(row!.bytes.equals(image.rawPayload)).toBe(true);
    expect(existsSync(folder)).toBe(false);

    // Gone from the table, gone from the link: no folder answers instead.
    await t.database.db.delete(storedFiles).where(eq(storedFiles.name, name));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    await files.put(name, image.rawPayload); // back, for the checks below
  });

  it('is swept of old files no row names; referenced and young files stay', async () => {
    const [member] = await t.database.db.select().from(members).limit(1);
    const named = await files.save(bytesOf('named'), 'jpg');
    await t.database.db.update(members).set({ profileImage: named }).where(eq(members.id, member!.id));
    const orphan = await files.save(bytesOf('orphan'), 'jpg');
    const young = await files.save(bytesOf('young'), 'pdf');
    await files.put('Restored-under-its-own-name.pdf', bytesOf('restored'));
    for (const name of [named, orphan, 'Restored-under-its-own-name.pdf']) await age(name, 2);

    const removed = await sweepOrphanFiles(t.database.db, files, new Date(Date.now() - 3600_000));
    expect(removed).toEqual([orphan]);
    expect(await files.read(orphan)).toBeNull();
    for (const kept of [named, young, 'Restored-under-its-own-name.pdf'])
      expect(await files.read(kept), kept).not.toBeNull();
    await files.remove(young);
    await files.remove('Restored-under-its-own-name.pdf');
  });

  it('is compared with the rows by the consistency check: files without rows, rows without files', async () => {
    const clean = await checkConsistency(t.database.db, files, t.app.activityCatalogue);
    expect(clean).toMatchObject({ missingFiles: [], orphanFiles: [], brokenReports: [] });
    expect(clean.checked.files).toBe((await files.list()).length);

    const stray = await files.save(bytesOf('stray'), 'png');
    const [member] = await t.database.db.select().from(members).limit(1);
    const missing = 'AAAAAAAAAAAAAAAAAAAAAAAA.jpg';
    const previous = member!.profileImage;
    await t.database.db.update(members).set({ profileImage: missing }).where(eq(members.id, member!.id));
    const report = await checkConsistency(t.database.db, files, t.app.activityCatalogue);
    expect(report.missingFiles).toEqual([missing]);
    expect(report.orphanFiles).toEqual(previous ? [previous, stray].sort() : [stray]);

    await t.database.db.update(members).set({ profileImage: previous }).where(eq(members.id, member!.id));
    await files.remove(stray);
  });
});

describe('backup and restore with the database file store', () => {
  it('archive the table’s files as files/ (not as rows) and restore them into a database or a folder', async () => {
    // A report's document too, so the archive holds a PDF some row names beside the profile image.
    const pdfName = await files.save(bytesOf('%PDF-1.4 minutes\n%%EOF\n'), 'pdf');
    const [club] = await t.database.db.select().from(clubs).limit(1);
    await t.database.db.insert(activities).values({
      clubId: club!.id,
      key: 'MAF_CONTRIBUTION',
      lionsYear: 2026,
      month: '08',
      data: { details: [{ uuid: 'x', document1: pdfName }] },
    });
    const stored = new Map<string, Buffer>();
    for (const entry of await files.list()) stored.set(entry.name, (await files.read(entry.name))!);
    expect(stored.size).toBeGreaterThan(0);

    const archive = join(work, 'backup.tar.gz');
    const backup = await backupDatabase(t.database.db, { files, out: archive });
    expect(Object.keys(backup.manifest.files).sort()).toEqual([...stored.keys()].sort());
    expect(backup.manifest.tables).not.toHaveProperty('stored_files');
    const entries: string[] = [];
    await list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    expect(entries).not.toContain('tables/stored_files.jsonl');
    expect(entries.filter((e) => e.startsWith('files/')).sort()).toEqual(
      [...stored.keys()].map((name) => `files/${name}`).sort(),
    );

    const target = await createTestDatabase();
    try {
      const targetFiles = createDatabaseFileStore(target.database.db);
      const restored = await restoreDatabase(target.database.db, { files: targetFiles, archive });
      expect(restored.filesWritten).toBe(stored.size);
      for (const [name, bytes] of stored)
        expect((await targetFiles.read(name))!.equals(bytes), name).toBe(true);
      const check = await checkConsistency(target.database.db, targetFiles, t.app.activityCatalogue);
      expect(check).toMatchObject({ missingFiles: [], orphanFiles: [] });

      // The same archive into a folder store: archives move between the stores.
      const targetFolder = join(work, 'restored-files');
      const folderFiles = createFolderFileStore(targetFolder);
      const forced = await restoreDatabase(target.database.db, { files: folderFiles, archive, force: true });
      expect(forced.filesWritten).toBe(stored.size);
      expect(readdirSync(targetFolder).sort()).toEqual([...stored.keys()].sort());
      // A forced restore truncates the row tables, never the file table (a folder is not emptied either).
      expect((await targetFiles.list()).length).toBe(stored.size);
    } finally {
      await target.dispose();
    }
  });
});
