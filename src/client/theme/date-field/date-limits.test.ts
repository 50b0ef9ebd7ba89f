import { describe, expect, it } from 'vitest';
import { fieldDateLimits, isWithinLimits, reportMonthDateLimits } from './date-limits';

describe('reportMonthDateLimits', () => {
  it('runs from the first day of the month before to the last day of the month', () => {
    expect(reportMonthDateLimits('08', '2026-11-25')).toEqual({ min: '2026-07-01', max: '2026-08-31' });
    expect(reportMonthDateLimits('02', '2026-11-25')).toEqual({ min: '2027-01-01', max: '2027-02-28' });
  });

  it("takes the month's year from the Lions year of today, across the new year", () => {
    // January 2027 is in the Lions year 2026-27; the month before it is December 2026.
    expect(reportMonthDateLimits('01', '2026-11-25')).toEqual({ min: '2026-12-01', max: '2027-01-31' });
    // July of the Lions year 2026-27, asked in its June 2027.
    expect(reportMonthDateLimits('07', '2027-06-10')).toEqual({ min: '2026-06-01', max: '2026-07-31' });
    expect(reportMonthDateLimits('02', '2028-01-15')).toEqual({ min: '2028-01-01', max: '2028-02-29' });
  });
});

describe('fieldDateLimits', () => {
  const form = { min: '2026-07-01', max: '2026-08-31' };

  it("takes the form's limits, and the schema's own where it has them", () => {
    expect(fieldDateLimits({ type: 'string' }, form)).toEqual(form);
    expect(fieldDateLimits({ type: 'string', formatMaximum: '2026-07-15' } as object, form)).toEqual({
      min: '2026-07-01',
      max: '2026-07-15',
    });
    expect(fieldDateLimits({ type: 'string' }, undefined)).toEqual({ min: undefined, max: undefined });
  });

  it('ignores a limit that is no date', () => {
    expect(fieldDateLimits({ type: 'string', formatMinimum: 'today' } as object, undefined)).toEqual({
      min: undefined,
      max: undefined,
    });
  });
});

describe('isWithinLimits', () => {
  it('includes both ends, and an open end takes anything', () => {
    const limits = { min: '2026-07-01', max: '2026-08-31' };
    expect(
      ['2026-06-30', '2026-07-01', '2026-08-31', '2026-09-01'].map((d) => isWithinLimits(d, limits)),
    ).toEqual([false, true, true, false]);
    expect(isWithinLimits('1950-01-01', { max: '2026-08-31' })).toBe(true);
    expect(isWithinLimits('2099-01-01', {})).toBe(true);
  });
});
