import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { TextRenderer, textTester } from './text-renderer';

const row = { field: 'venue', label: 'Venue', kind: 'text' };

describe('TextRenderer', () => {
  it('shows the value', () => {
    expect(renderRenderer(TextRenderer, row, { venue: 'Hotel Galadari' }).textContent).toBe('Hotel Galadari');
  });

  it.each([undefined, null, ''])('shows - for %j', (venue) => {
    expect(renderRenderer(TextRenderer, row, { venue }).textContent).toBe('-');
  });

  it('ranks text rows above the fallback it gives every other kind', () => {
    expect(textTester(row)).toBe(1);
    expect(textTester({ ...row, kind: 'colour' })).toBe(0);
  });
});
