import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';
import { currentStamp, sameStamp, stampFits, type TemplateStamp } from './pglite-template-stamp';

const NOW: TemplateStamp = { pglite: '0.5.16', migrations: ['a', 'b', 'c'] };

describe('a PGlite template’s stamp', () => {
  it('names the installed PGlite and every migration of the journal, in order', () => {
    const stamp = currentStamp();
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(stamp.pglite).toMatch(/^\d+\.\d+\.\d+/);
    expect(stamp.migrations).toHaveLength(journal.entries.length);
    expect(stamp.migrations.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('fits when the template holds today’s first migrations, unchanged, on the same PGlite', () => {
    expect(stampFits(NOW, NOW)).toBe(true);
    // An older template: Drizzle applies the migrations after it.
    expect(stampFits({ ...NOW, migrations: ['a', 'b'] }, NOW)).toBe(true);
    expect(stampFits({ ...NOW, migrations: [] }, NOW)).toBe(true);
  });

  it('does not fit another PGlite, a changed migration, or migrations this checkout lacks', () => {
    expect(stampFits({ ...NOW, pglite: '0.5.15' }, NOW)).toBe(false);
    expect(stampFits({ ...NOW, migrations: ['a', 'x'] }, NOW)).toBe(false);
    expect(stampFits({ ...NOW, migrations: ['b', 'c'] }, NOW)).toBe(false);
    expect(stampFits({ ...NOW, migrations: ['a', 'b', 'c', 'd'] }, NOW)).toBe(false);
  });

  it('is the same only when it fits with every migration', () => {
    expect(sameStamp(NOW, NOW)).toBe(true);
    expect(sameStamp({ ...NOW, migrations: ['a', 'b'] }, NOW)).toBe(false);
  });
});
