import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityView } from './activity-view';
import type { ViewDefinition } from './view-definition';
import { rankWith } from './view-renderer';
import { viewRenderers } from './registry';

const view: ViewDefinition = {
  title: 'District Dues',
  rows: [
    { field: 'paid', label: 'Paid', kind: 'yesNo' },
    { field: 'amount', label: 'Amount (Rs.)', kind: 'money' },
    { field: 'date', label: 'Date', kind: 'date' },
    { field: 'payment_comment', label: 'Cheque No / Cash Deposit Slip', kind: 'text' },
  ],
};

function pairs(container: HTMLElement) {
  return [...container.querySelectorAll('.cms-activity-view__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

describe('ActivityView', () => {
  it('shows each row as a label/value pair, and leaves the title to the page', () => {
    const { container } = render(
      <ActivityView
        view={view}
        report={{ paid: 1, amount: 25000, date: '2026-08-05', status: 'SUBMITTED' }}
      />,
    );
    expect(pairs(container)).toEqual([
      ['Paid', 'Yes'],
      ['Amount (Rs.)', 'Rs. 25,000.00'],
      ['Date', '05/08/2026'],
      ['Cheque No / Cash Deposit Slip', '-'],
    ]);
    expect(screen.queryByText('District Dues')).toBeNull();
  });

  it('dispatches through the renderers it is given', () => {
    const Stars = () => <>***</>;
    const renderers = [...viewRenderers, { tester: rankWith(2, 'money'), renderer: Stars }];
    const { container } = render(
      <ActivityView view={view} report={{ amount: 25000 }} renderers={renderers} />,
    );
    expect(pairs(container)[1]).toEqual(['Amount (Rs.)', '***']);
  });
});
