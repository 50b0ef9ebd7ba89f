import { describe, expect, it } from 'vitest';
import { currentLionsYear, lionsYearOf } from './lions-year';

describe('the Lions year (July to June)', () => {
  it.each([
    ['2026-07-01', 2026, '2026-07-01', '2027-06-30', '2026-27'],
    ['2027-06-30', 2026, '2026-07-01', '2027-06-30', '2026-27'],
    ['2026-06-30', 2025, '2025-07-01', '2026-06-30', '2025-26'],
    ['2099-12-31', 2099, '2099-07-01', '2100-06-30', '2099-00'],
  ])('%s lies in the year starting %i', (date, startYear, from, to, label) => {
    expect(lionsYearOf(date)).toEqual({ startYear, from, to, label });
  });

  it('turns over at midnight in Colombo, not in UTC', () => {
    expect(currentLionsYear(new Date('2026-06-30T18:29:00Z')).startYear).toBe(2025);
    expect(currentLionsYear(new Date('2026-06-30T18:31:00Z')).startYear).toBe(2026);
  });
});
