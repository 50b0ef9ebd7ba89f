import { describe, expect, it } from 'vitest';
import { initialPage } from './review-storage';

describe('review list storage', () => {
  it('opens on the stored page when it is a page number, else page 1', () => {
    expect(initialPage('4')).toBe(4);
    expect(initialPage(null)).toBe(1);
    expect(initialPage('0')).toBe(1);
    expect(initialPage('2.5')).toBe(1);
    expect(initialPage('abc')).toBe(1);
  });
});
