import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-guard';

describe('nulPath', () => {
  it('finds the first text holding a NUL, by its path', () => {
    expect(nulPath({ search: 'a\0b' })).toBe('search');
    expect(nulPath({ office_roles: [{ role_code: 'X' }, { role_code: 'Y\0' }] })).toBe(
      'office_roles.1.role_code',
    );
    expect(nulPath({ ['a\0']: 1 })).toBe('body');
    expect(nulPath({ venue: 'Club House', no: 3, ok: true, none: null })).toBeNull();
    expect(nulPath(undefined)).toBeNull();
    const deep = JSON.parse(`${'['.repeat(100_000)}"x\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
