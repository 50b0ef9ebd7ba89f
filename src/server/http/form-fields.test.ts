import { describe, expect, it } from 'vitest';
import { DomainError } from '../services/errors';
import { assignField, bareObject, fieldPath, refuseGaps } from './form-fields';

function kindOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof DomainError ? err.kind : 'not a domain error';
  }
}

describe('form field names', () => {
  it('splits bracket names into segments', () => {
    expect(fieldPath('office_roles[0][role_code]')).toEqual(['office_roles', '0', 'role_code']);
    expect(fieldPath('venue')).toEqual(['venue']);
  });

  it('refuses prototype segments with 400 and huge or deep names with 422', () => {
    expect(kindOf(() => fieldPath('__proto__[x]'))).toBe('bad-request');
    expect(kindOf(() => fieldPath('a[constructor]'))).toBe('bad-request');
    expect(kindOf(() => fieldPath('members[4294967294]'))).toBe('invalid');
    expect(kindOf(() => fieldPath('members[0099]'))).toBe('invalid');
    expect(kindOf(() => fieldPath('members[99]'))).toBeNull();
    expect(kindOf(() => fieldPath('a[1][2][3][4]'))).toBe('invalid');
    expect(kindOf(() => fieldPath('[x]'))).toBe('invalid');
  });

  it('builds objects without a prototype and lists for numeric segments', () => {
    const body = bareObject();
    assignField(body, ['hasOwnProperty'], 'x');
    assignField(body, ['members', '0'], 'a');
    assignField(body, ['members', '1'], 'b');
    assignField(body, ['roles', '0', 'code'], 'C');
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      hasOwnProperty: 'x',
      members: ['a', 'b'],
      roles: [{ code: 'C' }],
    });
  });

  it('refuses a field sent in two shapes and lists with gaps', () => {
    const body = bareObject();
    assignField(body, ['a'], '1');
    expect(kindOf(() => assignField(body, ['a', '0'], '2'))).toBe('invalid');
    const gappy = bareObject();
    assignField(gappy, ['members', '3'], 'x');
    expect(kindOf(() => refuseGaps(gappy))).toBe('invalid');
  });
});
