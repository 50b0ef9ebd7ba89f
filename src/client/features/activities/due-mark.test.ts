import { describe, expect, it } from 'vitest';
import { dueMark } from './due-mark';

describe('dueMark', () => {
  it('marks an unfiled report overdue after its due date, due soon in the 3 days up to it', () => {
    expect(dueMark(null, '2026-11-15', '2026-11-16')).toBe('overdue');
    expect(dueMark(null, '2026-11-15', '2026-11-15')).toBe('dueSoon');
    expect(dueMark('', '2026-11-15', '2026-11-12')).toBe('dueSoon');
    expect(dueMark(undefined, '2026-11-15', '2026-11-11')).toBeNull();
  });

  it('leaves filed reports, and reports without a due date, unmarked', () => {
    expect(dueMark('SUBMITTED', '2026-11-15', '2026-12-01')).toBeNull();
    expect(dueMark('REJECTED', '2026-11-15', '2026-11-14')).toBeNull();
    expect(dueMark(null, null, '2026-11-14')).toBeNull();
  });

  it('counts days across a month and a year end', () => {
    expect(dueMark(null, '2027-01-02', '2026-12-30')).toBe('dueSoon');
    expect(dueMark(null, '2027-01-02', '2027-01-03')).toBe('overdue');
  });
});
