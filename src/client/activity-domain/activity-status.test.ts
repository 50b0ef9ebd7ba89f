import { Colors, Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import { statusChip } from './activity-status';

describe('statusChip (spec 2 section 4)', () => {
  it.each([
    ['SUBMITTED', 'Submitted', 'submitted', Intent.PRIMARY],
    ['APPROVED', 'Approved', 'approved', Intent.SUCCESS],
    ['REJECTED', 'Rejected', 'rejected', Intent.DANGER],
    ['approved', 'Approved', 'approved', Intent.SUCCESS],
    [null, 'Not Submitted', 'not-submitted', Intent.WARNING],
    ['', 'Not Submitted', 'not-submitted', Intent.WARNING],
    ['DRAFT', 'Not Submitted', 'not-submitted', Intent.WARNING],
  ])('%j shows %j in %s, in either list', (status, label, tone, intent) => {
    expect(statusChip(status)).toEqual({ label, tone, intent });
    expect(statusChip(status, { pendingRed: true })).toEqual({ label, tone, intent });
  });

  it.each(['PENDING', 'pending'])('%j shows Pending in pink', (status) => {
    expect(statusChip(status)).toEqual({
      label: 'Pending',
      tone: 'pending',
      intent: Intent.NONE,
      background: Colors.ROSE3,
    });
  });

  it.each(['PENDING', 'pending'])(
    '%j shows Pending red in the Review Tasks list (spec 2 section 2)',
    (status) => {
      expect(statusChip(status, { pendingRed: true })).toEqual({
        label: 'Pending',
        tone: 'pending',
        intent: Intent.DANGER,
      });
    },
  );
});
