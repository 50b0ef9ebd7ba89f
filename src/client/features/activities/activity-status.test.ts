import { describe, expect, it } from 'vitest';
import { statusChip } from './activity-status';

describe('statusChip (spec 2 section 4)', () => {
  it.each([
    ['SUBMITTED', 'Submitted', 'submitted'],
    ['PENDING', 'Pending', 'pending'],
    ['APPROVED', 'Approved', 'approved'],
    ['REJECTED', 'Rejected', 'rejected'],
    ['approved', 'Approved', 'approved'],
    [null, 'Not Submitted', 'not-submitted'],
    ['', 'Not Submitted', 'not-submitted'],
    ['DRAFT', 'Not Submitted', 'not-submitted'],
  ])('%j shows %j in %s', (status, label, tone) => {
    expect(statusChip(status)).toEqual({ label, tone });
  });
});
