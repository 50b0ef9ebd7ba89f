import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../../shared/catalogue/catalogue';
import { ActivityView } from './activity-view';
import { exampleReport, FILES_BASE, type ExampleSchema } from './testing/example-report';
import type { ViewDefinition, ViewRow } from './view-definition';

// The same folders the app reads; eager here so every type is checked in one synchronous pass.
const views = import.meta.glob<ViewDefinition>('../../../../schemas/activities/*/view.json', {
  eager: true,
  import: 'default',
});
const examples = import.meta.glob<Record<string, unknown>>('../../../../schemas/activities/*/example.json', {
  eager: true,
  import: 'default',
});
const schemas = import.meta.glob<ExampleSchema>('../../generated/validators/*.schema.json', {
  eager: true,
  import: 'default',
});

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Written apart from the renderers on purpose: '2026-08-05' -> '05/08/2026'. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
const rupees = (amount: number) => `Rs. ${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const memberText = (uuid: string) => `Member ${uuid.slice(0, 4)}`;

/** Expects the link to an example file inside `cell`: a PDF chip or a 150px thumbnail. */
function expectFile(cell: Element, name: string, where: string) {
  const anchor = cell.querySelector(`a[href="${FILES_BASE}${name}"]`);
  expect(anchor, `${where}: a link to ${name}`).not.toBeNull();
  expect(anchor!.getAttribute('target'), where).toBe('_blank');
  if (name.endsWith('.pdf')) expect(anchor!.textContent, where).toBe('PDF document');
  else expect(anchor!.querySelector('img')?.getAttribute('height'), where).toBe('150');
}

/** Expects `cell` to show an example value the way its row's kind formats it. */
function expectShown(
  cell: Element,
  row: ViewRow,
  data: Record<string, unknown>,
  where: string,
  inEntries = false,
) {
  const value = data[row.field];
  const text = cell.textContent ?? '';
  if (row.kind === 'documents') {
    const slots = Object.entries(row.slots ?? {}).filter(([slot]) => filled(data[slot]));
    if (slots.length === 0) return expect(text, where).toBe('-');
    for (const [slot, label] of slots) {
      expect(text, where).toContain(label);
      expectFile(cell, String(data[slot]), `${where} ${slot}`);
    }
    return;
  }
  if (!filled(value)) return expect(text, where).toBe(row.kind === 'document' && inEntries ? 'NA' : '-');
  switch (row.kind) {
    case 'date':
      return expect(text, where).toBe(dayFirst(String(value)));
    case 'yesNo':
      return expect(text, where).toBe(value === 1 ? 'Yes' : 'No');
    case 'money':
      return expect(text, where).toBe(rupees(Number(value)));
    case 'member':
      return expect(text, where).toBe(memberText(String(value)));
    case 'members':
      for (const uuid of value as string[]) expect(text, where).toContain(memberText(uuid));
      return;
    case 'link':
      return expect(cell.querySelector('a')?.getAttribute('href'), where).toBe(String(value));
    case 'document':
      return expectFile(cell, String(value), where);
    case 'entries': {
      const entries = value as Record<string, unknown>[];
      const columns = row.columns ?? [];
      const headers = [...cell.querySelectorAll('th')].map((th) => th.textContent);
      expect(headers, where).toEqual(columns.map((column) => column.label));
      const rows = [...cell.querySelectorAll('tbody tr')];
      expect(rows, where).toHaveLength(entries.length);
      entries.forEach((entry, i) =>
        columns.forEach((column, j) =>
          expectShown(rows[i]!.children[j]!, column, entry, `${where}[${i}].${column.field}`, true),
        ),
      );
      return;
    }
    default:
      return expect(text, where).toBe(String(value));
  }
}

describe('every activity view renders its example', () => {
  it.each(ACTIVITY_TYPES.map((type) => [type.key, type] as const))('%s', (key, type) => {
    const view = views[`../../../../schemas/activities/${key}/view.json`];
    const example = examples[`../../../../schemas/activities/${key}/example.json`];
    const schema = schemas[`../../generated/validators/${key}.schema.json`];
    expect(view && example && schema, `${key} has a view, an example and a compiled schema`).toBeTruthy();

    const report = exampleReport(type, example!, schema!);
    const { container } = render(<ActivityView view={view!} report={report} />);
    const shown = [...container.querySelectorAll('.cms-activity-view__row')];
    expect(shown).toHaveLength(view!.rows.length);

    // An entry-by-entry type shows the example as its one entry.
    const data = type.entries ? { [type.entries]: [example!] } : example!;
    view!.rows.forEach((row, i) => {
      expect(shown[i]!.querySelector('dt')?.textContent).toBe(row.label);
      expectShown(shown[i]!.querySelector('dd')!, row, data, `${key}.${row.field}`);
    });
  });
});
