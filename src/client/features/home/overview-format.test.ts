import { describe, expect, it } from 'vitest';
import { formatOverviewNumber } from './overview-format';

describe('formatOverviewNumber', () => {
  it('shows counts as they are, grouping thousands', () => {
    expect(formatOverviewNumber(0)).toBe('0');
    expect(formatOverviewNumber(42)).toBe('42');
    expect(formatOverviewNumber(1250)).toBe('1,250');
  });

  it('keeps at most two decimals of points and hides float noise', () => {
    expect(formatOverviewNumber(12.5)).toBe('12.5');
    expect(formatOverviewNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatOverviewNumber(7.125)).toBe('7.13');
  });
});
