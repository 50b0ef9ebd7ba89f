import { describe, expect, it } from 'vitest';
import { activityStatusLabel, lineStatusLabel, monthLabel, roundPoints } from './labels';

describe('report labels', () => {
  it('names a month of the Lions year with its calendar year', () => {
    expect(monthLabel('07', 2026)).toBe('July 2026');
    expect(monthLabel('12', 2026)).toBe('December 2026');
    expect(monthLabel('01', 2026)).toBe('January 2027');
    expect(monthLabel('06', 2026)).toBe('June 2027');
  });

  it('names statuses as the screens do', () => {
    expect(['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED', 'OTHER', null].map(activityStatusLabel)).toEqual([
      'Submitted',
      'Pending',
      'Approved',
      'Rejected',
      'Not Submitted',
      'Not Submitted',
    ]);
    expect(['PENDING', 'APPROVED', 'REJECTED'].map(lineStatusLabel)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
    ]);
  });

  it('rounds points to two decimals', () => {
    expect(roundPoints(0.1 + 0.2)).toBe(0.3);
    expect(roundPoints(-2.505)).toBe(-2.5);
    expect(roundPoints(7)).toBe(7);
  });
});
