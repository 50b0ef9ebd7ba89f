import { describe, expect, it } from 'vitest';
import { maximumAvailable, maximumCr, upperBound } from './maximum-points';

describe('the most an item can give', () => {
  it('reads numbers, caps, choices, sums and products of known bounds', () => {
    expect(upperBound(10)).toBe(10);
    expect(upperBound({ min: [{ var: 'data.no_of_lion_ladies' }, 10] })).toBe(10);
    expect(upperBound({ min: [{ '*': [2, { var: 'data.members_add' }] }, 10] })).toBe(10);
    expect(upperBound({ if: [{ var: 'data.x' }, 10, 20] })).toBe(20);
    expect(upperBound({ if: [{ var: 'data.x' }, 10] })).toBe(10);
    expect(upperBound({ '+': [{ if: [{ var: 'data.a' }, 1, 0] }, { if: [{ var: 'data.b' }, 1, 0] }] })).toBe(
      2,
    );
    expect(upperBound({ '*': [3, { var: 'values.n' }] }, { n: { '+': [{ if: [true, 1, 0] }, 1] } })).toBe(6);
    expect(upperBound({ '/': [{ min: [{ var: 'data.x' }, 10] }, 2] })).toBe(5);
  });

  it('knows no bound for a rule that depends on the report', () => {
    expect(upperBound({ var: 'data.no_of_lion_ladies' })).toBeUndefined();
    expect(upperBound({ '*': [2, { var: 'data.x' }] })).toBeUndefined();
    expect(upperBound({ var: 'values.unknown' })).toBeUndefined();
    expect(upperBound('10')).toBeUndefined();
  });

  it('sums the items of a definition, minus items giving no plus points', () => {
    const items = [
      { key: 'held', title: 'Held', cr: 10, comment: '' },
      { key: 'ladies', title: 'Ladies', cr: { min: [{ var: 'data.n' }, 10] }, comment: '' },
      { key: 'late', title: 'Late', dr: 5, comment: '' },
    ];
    expect(maximumCr(items[2]!)).toBe(0);
    expect(maximumAvailable({ available: 20, items })).toBe(20);
    expect(
      maximumAvailable({
        available: 0,
        items: [{ key: 'x', title: 'X', cr: { var: 'data.n' }, comment: '' }],
      }),
    ).toBeUndefined();
  });
});
