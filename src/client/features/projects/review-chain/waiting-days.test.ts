import { describe, expect, it } from 'vitest';
import { daysWaiting } from './waiting-days';

describe('daysWaiting', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('counts whole days since the project came to its level', () => {
    expect(daysWaiting('2026-11-28T09:00:00Z', now)).toBe(0);
    expect(daysWaiting('2026-11-27T10:00:00Z', now)).toBe(1);
    expect(daysWaiting('2026-10-29T11:00:00Z', now)).toBe(29);
  });

  it('says nothing for a missing or unreadable time, and never a negative count', () => {
    expect(daysWaiting(null, now)).toBeNull();
    expect(daysWaiting('yesterday', now)).toBeNull();
    expect(daysWaiting('2026-11-29T10:00:00Z', now)).toBe(0);
  });
});
