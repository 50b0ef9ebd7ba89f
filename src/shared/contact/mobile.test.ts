import { describe, expect, it } from 'vitest';
import { looksLikeEmail, normaliseEmail, normaliseMobile } from './mobile';

describe('normaliseMobile: 9 digits, no leading 0', () => {
  it.each([
    ['771234567', '771234567'],
    ['0771234567', '771234567'],
    ['+94 77 123 4567', '771234567'],
    ['0094771234567', '771234567'],
    ['94771234567', '771234567'],
    ['077-123-4567', '771234567'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each(['', '77123', '7712345678', 'seventy', '00771234567', '071234567a'])('refuses %j', (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});

describe('e-mail', () => {
  it('is trimmed and lower-cased', () => {
    expect(normaliseEmail('  Club.President@Example.ORG ')).toBe('club.president@example.org');
  });

  it('is told from a mobile number by its @', () => {
    expect(looksLikeEmail('a@b.org')).toBe(true);
    expect(looksLikeEmail('771234567')).toBe(false);
  });
});
