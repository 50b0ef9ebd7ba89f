import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { MoneyRenderer, moneyTester } from './money-renderer';

const row = { field: 'amount', label: 'Amount (Rs.)', kind: 'money' };

describe('MoneyRenderer', () => {
  it.each([
    [25000, 'Rs. 25,000.00'],
    ['25000.5', 'Rs. 25,000.50'],
    [0, 'Rs. 0.00'],
    [1234567.891, 'Rs. 1,234,567.89'],
  ])('shows %j as %j', (amount, shown) => {
    expect(renderRenderer(MoneyRenderer, row, { amount }).textContent).toBe(shown);
  });

  it('shows a value that is no number as it came', () => {
    expect(renderRenderer(MoneyRenderer, row, { amount: 'n/a' }).textContent).toBe('n/a');
  });

  it('shows - when missing', () => {
    expect(renderRenderer(MoneyRenderer, row, { amount: '' }).textContent).toBe('-');
  });

  it('applies to money rows only', () => {
    expect(moneyTester(row)).toBe(1);
    expect(moneyTester({ ...row, kind: 'number' })).toBe(-1);
  });
});
