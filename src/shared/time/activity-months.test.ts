import { describe, expect, it } from 'vitest';
import { calendarYearOfMonth, canEditMonth, dueDateOf, monthHasBegun } from './activity-months';

describe('months of the Lions year', () => {
  it('places July-December in the starting year and January-June in the next', () => {
    expect(calendarYearOfMonth('07', '2026-11-22')).toBe(2026);
    expect(calendarYearOfMonth('12', '2026-11-22')).toBe(2026);
    expect(calendarYearOfMonth('01', '2026-11-22')).toBe(2027);
    expect(calendarYearOfMonth('06', '2027-03-01')).toBe(2027);
  });

  it('makes a report due on the due day of the following month', () => {
    expect(dueDateOf('08', 15, '2026-11-22')).toBe('2026-09-15');
    expect(dueDateOf('12', 10, '2026-11-22')).toBe('2027-01-10');
    expect(dueDateOf('06', 15, '2026-11-22')).toBe('2027-07-15');
    expect(dueDateOf('01', 31, '2026-11-22')).toBe('2027-02-28');
  });
});

describe('the edit window (month 05 boundary)', () => {
  it.each([
    ['11', '11', true],
    ['12', '11', true],
    ['03', '11', true],
    ['03', '04', false],
    ['04', '05', false],
    ['04', '06', true],
    ['01', '05', false],
    ['05', '05', true],
  ])('chosen %s in current %s: %s', (chosen, current, allowed) => {
    expect(canEditMonth(chosen, current)).toBe(allowed);
  });
});

describe('months that have begun (issue 28)', () => {
  it.each([
    ['11', '2026-11-01', true],
    ['12', '2026-11-30', false],
    ['07', '2026-11-28', true],
    ['01', '2026-11-28', false],
    ['06', '2027-06-30', true],
    ['06', '2027-05-31', false],
  ])('month %s on %s: %s', (month, today, begun) => {
    expect(monthHasBegun(month, today)).toBe(begun);
  });
});
