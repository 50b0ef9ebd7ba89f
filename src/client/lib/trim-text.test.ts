import { describe, expect, it } from 'vitest';
import { trimText } from './trim-text';

describe('trimText', () => {
  it('keeps short texts and cuts long ones at the limit', () => {
    expect(trimText('Club President')).toBe('Club President');
    expect(trimText('Clubs Performance Evaluation', 20)).toBe('Clubs Performance Ev…');
    expect(trimText('a'.repeat(25))).toBe('a'.repeat(25));
    expect(trimText('a'.repeat(26))).toBe(`${'a'.repeat(25)}…`);
  });
});
