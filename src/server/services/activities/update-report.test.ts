import { describe, expect, it } from 'vitest';
import type { activities } from '../../db/schema';
import { reportChangeErrors } from './update-report';

/** A filed report of the 2026-27 Lions year. */
const report = (month: string, status = 'SUBMITTED') =>
  ({ month, status, lionsYear: 2026 }) as typeof activities.$inferSelect;

describe('when a filed report may still change', () => {
  it('waits for review: SUBMITTED and PENDING may change, APPROVED and REJECTED not', () => {
    expect(reportChangeErrors(report('11'), '2026-11-22')).toEqual({});
    expect(reportChangeErrors(report('11', 'PENDING'), '2026-11-22')).toEqual({});
    for (const status of ['APPROVED', 'REJECTED']) {
      expect(reportChangeErrors(report('11', status), '2026-11-22')).toEqual({
        status: ['An activity that has been approved or rejected can no longer be changed.'],
      });
    }
  });

  it('follows the edit window: an earlier month only after May, the current month and later always', () => {
    const closed = { month: ['Previous or future months activities are disabled'] };
    expect(reportChangeErrors(report('01'), '2027-03-10')).toEqual(closed);
    expect(reportChangeErrors(report('03'), '2027-03-10')).toEqual({});
    expect(reportChangeErrors(report('04'), '2027-03-10')).toEqual({});
    expect(reportChangeErrors(report('05'), '2027-05-31')).toEqual({});
    expect(reportChangeErrors(report('01'), '2027-05-31')).toEqual(closed);
    expect(reportChangeErrors(report('01'), '2027-06-01')).toEqual({});
  });

  it('closes the reports of an earlier Lions year', () => {
    expect(reportChangeErrors(report('11'), '2027-07-05')).toEqual({
      month: ['Previous or future months activities are disabled'],
    });
  });
});
