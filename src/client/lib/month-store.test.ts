import { describe, expect, it } from 'vitest';
import { initialMonth, readStoredMonth, storeMonth } from './month-store';
import { isMonthId, MONTH_CHOICES } from './months';

describe('the months of the lists', () => {
  it('runs January to December with ids 01 to 12', () => {
    expect(MONTH_CHOICES).toHaveLength(12);
    expect(MONTH_CHOICES[0]).toEqual({ id: '01', name: 'January' });
    expect(MONTH_CHOICES[4]).toEqual({ id: '05', name: 'May' });
    expect(MONTH_CHOICES[11]).toEqual({ id: '12', name: 'December' });
  });

  it.each([
    ['01', true],
    ['12', true],
    ['1', false],
    ['13', false],
    ['00', false],
    ['', false],
    [null, false],
  ])('%j is a month id: %s', (value, expected) => {
    expect(isMonthId(value)).toBe(expected);
  });
});

describe('the chosen month (stored under "month")', () => {
  it('defaults to the stored month, else the current month', () => {
    expect(initialMonth('09', '03')).toBe('09');
    expect(initialMonth(null, '03')).toBe('03');
    expect(initialMonth('garbage', '03')).toBe('03');
    expect(initialMonth('7', '03')).toBe('03');
    expect(initialMonth('13', '11')).toBe('11');
  });

  it('is remembered in local storage under the spec key', () => {
    expect(readStoredMonth()).toBeNull();
    storeMonth('11');
    expect(localStorage.getItem('month')).toBe('11');
    expect(readStoredMonth()).toBe('11');
    expect(initialMonth(readStoredMonth(), '02')).toBe('11');
  });
});
