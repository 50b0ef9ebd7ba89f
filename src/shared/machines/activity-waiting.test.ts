import { describe, expect, it } from 'vitest';
import { isWaitingActivity, WAITING_STATUSES } from './activity-waiting';

describe('waiting statuses', () => {
  it('are the open states of the activity machine', () => {
    expect(WAITING_STATUSES).toEqual(['SUBMITTED', 'PENDING']);
  });

  it('leave out the decided and anything outside the machine', () => {
    expect(isWaitingActivity('SUBMITTED')).toBe(true);
    expect(isWaitingActivity('PENDING')).toBe(true);
    expect(isWaitingActivity('APPROVED')).toBe(false);
    expect(isWaitingActivity('REJECTED')).toBe(false);
    expect(isWaitingActivity('submitted')).toBe(false);
    expect(isWaitingActivity(null)).toBe(false);
  });
});
