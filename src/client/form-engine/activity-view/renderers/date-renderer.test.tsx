import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { DateRenderer, dateTester } from './date-renderer';

const row = { field: 'date', label: 'Date', kind: 'date' };

describe('DateRenderer', () => {
  it('shows DD/MM/YYYY', () => {
    expect(renderRenderer(DateRenderer, row, { date: '2026-08-05' }).textContent).toBe('05/08/2026');
  });

  it('shows - when missing', () => {
    expect(renderRenderer(DateRenderer, row, { date: null }).textContent).toBe('-');
  });

  it('applies to date rows only', () => {
    expect(dateTester(row)).toBe(1);
    expect(dateTester({ ...row, kind: 'number' })).toBe(-1);
  });
});
