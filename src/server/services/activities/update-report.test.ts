import { describe, expect, it } from 'vitest';
import type { activities } from '../../db/schema';
import { renderFieldErrors } from '../../i18n/render-text';
import { reportChangeErrors as changeErrors } from './update-report';

/** The refusals of a change, in English words. */
const reportChangeErrors = (...args: Parameters<typeof changeErrors>) =>
  renderFieldErrors(changeErrors(...args), 'en');

/** A filed report of the 2026-27 Lions year. */
const report = (month: string, status = 'SUBMITTED') =>
  ({ month, status, lionsYear: 2026 }) as typeof activities.$inferSelect;

/** A type scheduled every month, and one scheduled in July only. */
const monthly = {
  schedule: { months: ['07', '08', '09', '10', '11', '12', '01', '02', '03', '04', '05', '06'], dueDay: 15 },
} as const;
const julyOnly = { schedule: { months: ['07'], dueDay: 15 } } as const;

describe('when a filed report may still change', () => {
  it('only in a month its type is scheduled in', () => {
    expect(reportChangeErrors(report('11'), julyOnly, '2026-11-22')).toEqual({
      month: ['This activity is not scheduled for that month.'],
    });
    expect(reportChangeErrors(report('07'), julyOnly, '2026-11-22')).toEqual({});
  });

  it('waits for review: SUBMITTED and PENDING may change, APPROVED and REJECTED not', () => {
    expect(reportChangeErrors(report('11'), monthly, '2026-11-22')).toEqual({});
    expect(reportChangeErrors(report('11', 'PENDING'), monthly, '2026-11-22')).toEqual({});
    for (const status of ['APPROVED', 'REJECTED']) {
      expect(reportChangeErrors(report('11', status), monthly, '2026-11-22')).toEqual({
        status: ['An activity that has been approved or rejected can no longer be changed.'],
      });
    }
  });

  it('follows the edit window: an earlier month only after May, the current month and later always', () => {
    const closed = { month: ['Previous or future months activities are disabled'] };
    expect(reportChangeErrors(report('01'), monthly, '2027-03-10')).toEqual(closed);
    expect(reportChangeErrors(report('03'), monthly, '2027-03-10')).toEqual({});
    expect(reportChangeErrors(report('04'), monthly, '2027-03-10')).toEqual({});
    expect(reportChangeErrors(report('05'), monthly, '2027-05-31')).toEqual({});
    expect(reportChangeErrors(report('01'), monthly, '2027-05-31')).toEqual(closed);
    expect(reportChangeErrors(report('01'), monthly, '2027-06-01')).toEqual({});
  });

  it('closes the reports of an earlier Lions year', () => {
    expect(reportChangeErrors(report('11'), monthly, '2027-07-05')).toEqual({
      month: ['Previous or future months activities are disabled'],
    });
  });
});
