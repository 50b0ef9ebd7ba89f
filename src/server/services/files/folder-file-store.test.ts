import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFolderFileStore } from './folder-file-store';

const work = mkdtempSync(join(tmpdir(), 'club-cms-folder-store-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the folder file store', () => {
  it('saves under a new name through a temporary file, reads, puts under a known name and removes', async () => {
    const folder = join(work, 'files');
    const files = createFolderFileStore(folder);
    const name = await files.save(Buffer.from('one'), 'jpg');
    expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.jpg$/);
    expect(readdirSync(folder)).toEqual([name]); // no `.part` left behind
    expect((await files.read(name))!.toString()).toBe('one');
    await files.put('Known-name.pdf', Buffer.from('first'));
    await files.put('Known-name.pdf', Buffer.from('second'));
    expect((await files.read('Known-name.pdf'))!.toString()).toBe('second');
    expect(readdirSync(folder).sort()).toEqual(['Known-name.pdf', name].sort());
    await files.remove(name);
    await files.remove(name);
    expect(await files.read(name)).toBeNull();
    expect(files.location).toContain(folder);
  });

  it('lists uploads, partial writes and foreign entries with their modification time', async () => {
    const folder = join(work, 'listed');
    const files = createFolderFileStore(folder);
    expect(await files.list()).toEqual([]); // no folder yet: nothing stored
    const name = await files.save(Buffer.from('x'), 'png');
    writeFileSync(join(folder, `.${'d'.repeat(24)}.jpg.part`), 'half');
    writeFileSync(join(folder, '.Restored.pdf.restore.part'), 'half');
    writeFileSync(join(folder, 'README.txt'), 'not ours');
    mkdirSync(join(folder, 'sub.jpg'));
    symlinkSync('/etc/hostname', join(folder, 'link.jpg'));
    const listed = await files.list();
    const kinds = Object.fromEntries(listed.map((entry) => [entry.name, entry.kind]));
    expect(kinds).toEqual({
      [name]: 'upload',
      [`.${'d'.repeat(24)}.jpg.part`]: 'partial',
      '.Restored.pdf.restore.part': 'partial',
      'README.txt': 'other',
      'sub.jpg': 'other',
      'link.jpg': 'other',
    });
    for (const entry of listed) expect(entry.writtenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
