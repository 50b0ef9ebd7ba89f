import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './date-format';

describe('formatDisplayDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-07-04')).toBe('04/07/2026');
    expect(formatDisplayDate('2026-07-04T10:00:00Z')).toBe('04/07/2026');
  });

  it('leaves other text and empty values alone', () => {
    expect(formatDisplayDate('next week')).toBe('next week');
    expect(formatDisplayDate(null)).toBe('');
  });
});
