import { describe, expect, it } from 'vitest';
import { lineSums, reportPoints } from './report-points';

const LINES = [
  { status: 'APPROVED', total_points: 10 },
  { status: 'PENDING', total_points: 2.5 },
  { status: 'REJECTED', total_points: 5 },
  { status: 'APPROVED', total_points: -1.5 },
];

describe('reportPoints', () => {
  it('counts approved and open lines while the report waits, never a rejected line', () => {
    expect(lineSums(LINES)).toEqual({ approved: 8.5, pending: 2.5 });
    expect(reportPoints('PENDING', lineSums(LINES))).toBe(11);
    expect(reportPoints('SUBMITTED', lineSums(LINES))).toBe(11);
  });

  it('counts the approved lines of an approved report, and nothing of a rejected one', () => {
    expect(reportPoints('APPROVED', lineSums(LINES))).toBe(8.5);
    expect(reportPoints('REJECTED', lineSums(LINES))).toBe(0);
  });
});
