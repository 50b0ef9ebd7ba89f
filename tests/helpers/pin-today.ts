import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Pins "today" for a test file (the Date clock only; timers keep running): filing is open only in a
 * type's scheduled months inside the edit window, so tests that file in fixed months pin a day on
 * which those months are open (any day from June to December opens every month of the Lions year).
 */
export function pinToday(isoDate = '2026-11-16'): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(`${isoDate}T10:00:00+05:30`));
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
