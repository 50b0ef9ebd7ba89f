import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { assignField, bareObject, fieldPath, refuseGaps } from './form-fields';

function statusOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof HttpError ? err.statusCode : -1;
  }
}

describe('form field names', () => {
  it('splits bracket names into segments', () => {
    expect(fieldPath('office_roles[0][role_code]')).toEqual(['office_roles', '0', 'role_code']);
    expect(fieldPath('venue')).toEqual(['venue']);
  });

  it('refuses prototype segments with 400 and huge or deep names with 422', () => {
    expect(statusOf(() => fieldPath('__proto__[x]'))).toBe(400);
    expect(statusOf(() => fieldPath('a[constructor]'))).toBe(400);
    expect(statusOf(() => fieldPath('members[4294967294]'))).toBe(422);
    expect(statusOf(() => fieldPath('members[0099]'))).toBe(422);
    expect(statusOf(() => fieldPath('members[99]'))).toBeNull();
    expect(statusOf(() => fieldPath('a[1][2][3][4]'))).toBe(422);
    expect(statusOf(() => fieldPath('[x]'))).toBe(422);
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
    expect(statusOf(() => assignField(body, ['a', '0'], '2'))).toBe(422);
    const gappy = bareObject();
    assignField(gappy, ['members', '3'], 'x');
    expect(statusOf(() => refuseGaps(gappy))).toBe(422);
  });
});
