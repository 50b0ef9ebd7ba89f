import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { NumberRenderer, numberTester } from './number-renderer';

const row = { field: 'no_of_attendance', label: 'Number of Attendance', kind: 'number' };

describe('NumberRenderer', () => {
  it('shows the number', () => {
    expect(renderRenderer(NumberRenderer, row, { no_of_attendance: 9 }).textContent).toBe('9');
  });

  it('shows 0, which is a value', () => {
    expect(renderRenderer(NumberRenderer, row, { no_of_attendance: 0 }).textContent).toBe('0');
  });

  it('shows - when missing', () => {
    expect(renderRenderer(NumberRenderer, row, {}).textContent).toBe('-');
  });

  it('applies to number rows only', () => {
    expect(numberTester(row)).toBe(1);
    expect(numberTester({ ...row, kind: 'text' })).toBe(-1);
  });
});
