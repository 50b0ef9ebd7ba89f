import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { YesNoRenderer, yesNoTester } from './yes-no-renderer';

const row = { field: 'paid', label: 'Paid', kind: 'yesNo' };

describe('YesNoRenderer', () => {
  it.each([1, '1', true])('shows Yes for %j', (paid) => {
    expect(renderRenderer(YesNoRenderer, row, { paid }).textContent).toBe('Yes');
  });

  it.each([0, '0', false, 2])('shows No for %j', (paid) => {
    expect(renderRenderer(YesNoRenderer, row, { paid }).textContent).toBe('No');
  });

  it('shows - when missing', () => {
    expect(renderRenderer(YesNoRenderer, row, {}).textContent).toBe('-');
  });

  it('applies to yesNo rows only', () => {
    expect(yesNoTester(row)).toBe(1);
    expect(yesNoTester({ ...row, kind: 'text' })).toBe(-1);
  });
});
