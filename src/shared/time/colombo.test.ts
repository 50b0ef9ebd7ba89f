import { describe, expect, it } from 'vitest';
import { colomboDate, colomboMonth } from './colombo';

describe('Asia/Colombo dates (UTC+05:30, no daylight saving)', () => {
  it('is already the next day at 18:30 UTC', () => {
    expect(colomboDate(new Date('2026-06-30T18:29:59Z'))).toBe('2026-06-30');
    expect(colomboDate(new Date('2026-06-30T18:30:00Z'))).toBe('2026-07-01');
  });

  it('gives the month as two digits, in Colombo', () => {
    expect(colomboMonth(new Date('2026-01-31T19:00:00Z'))).toBe('02');
    expect(colomboMonth(new Date('2026-09-15T06:00:00Z'))).toBe('09');
  });
});
