import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, LINE_STATUSES, isActivityStatus, isLineStatus } from './statuses';
import { hasText, isTicked } from './transition-result';

describe('statuses', () => {
  it('knows the four activity statuses and the three line statuses', () => {
    expect(ACTIVITY_STATUSES).toEqual(['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED']);
    expect(LINE_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
  });

  it('accepts exactly the stored spellings', () => {
    for (const s of ACTIVITY_STATUSES) expect(isActivityStatus(s)).toBe(true);
    for (const s of LINE_STATUSES) expect(isLineStatus(s)).toBe(true);
    for (const s of ['approved', 'NOT_SUBMITTED', '', null, undefined, 3]) {
      expect(isActivityStatus(s)).toBe(false);
      expect(isLineStatus(s)).toBe(false);
    }
    expect(isLineStatus('SUBMITTED')).toBe(false);
  });
});

describe('payload rules', () => {
  it('a comment needs text once trimmed', () => {
    expect(hasText('Missing proof')).toBe(true);
    expect(hasText('  x  ')).toBe(true);
    for (const v of ['', '   ', '\n\t', null, undefined, 0, {}]) expect(hasText(v)).toBe(false);
  });

  it('only true is a ticked box', () => {
    expect(isTicked(true)).toBe(true);
    for (const v of [false, 'true', 1, 'on', null, undefined]) expect(isTicked(v)).toBe(false);
  });
});
