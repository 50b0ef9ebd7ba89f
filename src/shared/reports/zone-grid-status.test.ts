import { describe, expect, it } from 'vitest';
import { zoneGridStatus } from './zone-grid-status';

describe('zoneGridStatus', () => {
  it("shows a filed report's review status, on time or not", () => {
    expect(zoneGridStatus('SUBMITTED', '2026-10-15', '2026-11-16')).toBe('submitted');
    expect(zoneGridStatus('PENDING', '2026-10-15', '2026-10-01')).toBe('pending');
    expect(zoneGridStatus('APPROVED', '2026-10-15', '2026-11-16')).toBe('approved');
    expect(zoneGridStatus('REJECTED', '2026-10-15', '2026-11-16')).toBe('rejected');
  });

  it('marks a report not filed late only after its due day', () => {
    expect(zoneGridStatus(null, '2026-10-15', '2026-10-15')).toBe('not_filed');
    expect(zoneGridStatus(undefined, '2026-10-15', '2026-10-16')).toBe('late');
    expect(zoneGridStatus('DRAFT', '2026-10-15', '2026-10-01')).toBe('not_filed');
  });
});
