import { describe, expect, it } from 'vitest';
import { displayDate, readTypedDate } from './typed-date';

describe('readTypedDate', () => {
  it('reads DD/MM/YYYY with or without leading zeros, and other separators', () => {
    for (const text of ['05/08/2026', '5/8/2026', ' 5.8.2026 ', '05-08-2026', '5 8 2026']) {
      expect(readTypedDate(text), text).toEqual({ kind: 'date', iso: '2026-08-05' });
    }
  });

  it('reads the YYYY-MM-DD dates travel in (a pasted one)', () => {
    expect(readTypedDate('2026-08-05')).toEqual({ kind: 'date', iso: '2026-08-05' });
  });

  it('tells a date on its way from one that is none', () => {
    expect(readTypedDate('')).toEqual({ kind: 'empty' });
    expect(readTypedDate('   ')).toEqual({ kind: 'empty' });
    for (const text of ['0', '05/', '05/08', '05/08/', '05/08/202']) {
      expect(readTypedDate(text), text).toEqual({ kind: 'partial' });
    }
    for (const text of ['31/02/2026', '29/02/2027', '00/08/2026', '05/13/2026', 'next week', '05/08/20266']) {
      expect(readTypedDate(text), text).toEqual({ kind: 'invalid' });
    }
  });

  it('knows leap years', () => {
    expect(readTypedDate('29/02/2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
  });
});

describe('displayDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY and anything else as it is', () => {
    expect(displayDate('2026-08-05')).toBe('05/08/2026');
    expect(displayDate(undefined)).toBe('');
    expect(displayDate(null)).toBe('');
    expect(displayDate('soon')).toBe('soon');
  });
});
