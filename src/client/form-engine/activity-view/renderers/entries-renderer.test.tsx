import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { EntriesRenderer, entriesTester } from './entries-renderer';

const row = {
  field: 'details',
  label: 'Contributions',
  kind: 'entries',
  columns: [
    { field: 'member_id', label: 'Name', kind: 'member' },
    { field: 'date', label: 'Date', kind: 'date' },
    { field: 'document1', label: 'Document1', kind: 'document' },
    { field: 'document2', label: 'Document2', kind: 'document' },
  ],
};

const details = [
  {
    uuid: 'e1',
    member_id: { uuid: 'm1', display_name: 'Nimal Perera', profile_image: null },
    date: '2026-10-12',
    documents: [{ uuid: 'd1', type: 'pdf', path: 'https://files.test/maf.pdf', comments: 'document1' }],
  },
  { uuid: 'e2', member_id: { uuid: 'm2', display_name: 'Ameena Fazal', profile_image: null }, documents: [] },
];

describe('EntriesRenderer', () => {
  it('shows a table of the entries, each cell by its column kind, missing files as NA', () => {
    const table = renderRenderer(EntriesRenderer, row, { details }).querySelector('table')!;
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Date', 'Document1', 'Document2']);

    const [first, second] = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
    const firstCells = [...first!.querySelectorAll('td')].map((td) => td.textContent);
    expect(firstCells).toEqual(['Nimal Perera', '12/10/2026', 'PDF document', 'NA']);
    const link = within(first!).getByText('PDF document').closest('a')!;
    expect(link.getAttribute('href')).toBe('https://files.test/maf.pdf');
    expect(link.getAttribute('target')).toBe('_blank');

    const secondCells = [...second!.querySelectorAll('td')].map((td) => td.textContent);
    expect(secondCells).toEqual(['Ameena Fazal', '-', 'NA', 'NA']);
  });

  it('does not read the report-level documents for an entry', () => {
    const report = {
      details: [{ uuid: 'e1', member_id: 'Nimal Perera' }],
      documents: [{ uuid: 'd1', type: 'pdf', path: 'https://files.test/top.pdf', comments: 'document1' }],
    };
    const cells = [...renderRenderer(EntriesRenderer, row, report).querySelectorAll('td')];
    expect(cells.map((td) => td.textContent)).toEqual(['Nimal Perera', '-', 'NA', 'NA']);
  });

  it.each([undefined, []])('shows - for %j', (value) => {
    expect(renderRenderer(EntriesRenderer, row, { details: value }).textContent).toBe('-');
  });

  it('applies to entries rows only', () => {
    expect(entriesTester(row)).toBe(1);
    expect(entriesTester({ ...row, kind: 'documents' })).toBe(-1);
  });
});
