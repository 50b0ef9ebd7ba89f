import { describe, expect, it } from 'vitest';
import { FILE_TYPES } from '../../services/files/file-store';
import { UPLOAD_NAME, classifyEntry } from './archive-entries';

const known = new Set(['members', 'activities']);

describe('classifyEntry (the archive path guard)', () => {
  it('accepts the manifest, known tables and upload names', () => {
    expect(classifyEntry('manifest.json', known)).toEqual({ kind: 'manifest', path: 'manifest.json' });
    expect(classifyEntry('tables/members.jsonl', known)).toEqual({
      kind: 'table',
      path: 'tables/members.jsonl',
      table: 'members',
    });
    expect(classifyEntry('files/aB3_-x9.webp', known)).toEqual({
      kind: 'file',
      path: 'files/aB3_-x9.webp',
      name: 'aB3_-x9.webp',
    });
    for (const ext of ['jpg', 'png', 'webp', 'pdf'])
      expect(classifyEntry(`files/a.${ext}`, known)).not.toBeNull();
  });

  it.each([
    '../manifest.json',
    '/manifest.json',
    './manifest.json',
    'manifest.json/',
    'tables/users.jsonl', // not a table of the schema
    'tables/../members.jsonl',
    'tables/members.jsonl/x',
    'tables/sub/members.jsonl',
    'tables/members.json',
    'files/../../etc/passwd',
    'files/../x.png',
    'files/..png',
    'files/.hidden.png',
    'files/.a.png.part',
    'files/sub/a.png',
    'files//a.png',
    'files/a.png/',
    'files/a.png\n',
    'files/a\\..\\b.png',
    '/files/a.png',
    'C:\\files\\a.png',
    'files/a.svg',
    'files/a.png.exe',
    'files/a b.png',
    'files/ä.png',
    'files/a.PNG',
    'files/',
    'files',
    'tables/',
    'other.txt',
    '',
  ])('refuses %j', (path) => {
    expect(classifyEntry(path, known)).toBeNull();
  });

  it('takes upload names the file store makes', () => {
    expect(UPLOAD_NAME.test('Zk3-9_abcdefghijklmnopqrstuv.jpg')).toBe(true);
    expect(UPLOAD_NAME.test('.Zk3.jpg.part')).toBe(false);
  });

  it('knows every extension the file store writes (a new one must be added here, or backups skip it)', () => {
    for (const ext of Object.keys(FILE_TYPES)) expect(UPLOAD_NAME.test(`name.${ext}`), ext).toBe(true);
  });
});
