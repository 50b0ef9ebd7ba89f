import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityType } from '../../shared/catalogue/activity-type';
import { LoadedActivityForm } from './activity-form';
import { ActivityView, type ViewDefinition } from './activity-view';

// Tests run from the project root (happy-dom gives modules no file: URL).
const SCHEMAS = join(process.cwd(), 'schemas');
const FIXTURE = join(process.cwd(), 'tests/fixtures/activities/TREE_PLANTING');
const CAMP = join(process.cwd(), 'tests/fixtures/activities/BLOOD_DONATION_CAMP');

/** The fixtures' catalogue lines, as a maintainer would add them (the server test adds the same). */
const CATALOGUE_LINES = JSON.parse(
  readFileSync(join(process.cwd(), 'tests/fixtures/activities/catalogue-lines.json'), 'utf8'),
) as ActivityType[];
const TREE_PLANTING = CATALOGUE_LINES.find((t) => t.key === 'TREE_PLANTING')!;
const BLOOD_DONATION_CAMP = CATALOGUE_LINES.find((t) => t.key === 'BLOOD_DONATION_CAMP')!;

const read = (file: string, folder = FIXTURE) => JSON.parse(readFileSync(join(folder, file), 'utf8'));
const DEFS = JSON.parse(readFileSync(join(SCHEMAS, 'common', 'defs.json'), 'utf8')).definitions;

/**
 * The fixture's schema with its shared definitions in place, as `npm run schemas:compile` writes it
 * (json-schema-ref-parser would fetch the files over HTTP in this browser-like environment).
 */
function dereferenced(folder = FIXTURE): RJSFSchema {
  const schema = read('schema.json', folder);
  for (const [field, property] of Object.entries<{ $ref?: string }>(schema.properties)) {
    const name = property.$ref?.split('/').pop();
    if (name) {
      const { $ref: _ref, ...own } = property;
      schema.properties[field] = { ...DEFS[name], ...own };
    }
  }
  return schema;
}

describe('a new activity type is a folder and a catalogue line, in the browser too', () => {
  it('gets a working form from the engine: its fields, the Submit rule and validation', async () => {
    const onSubmit = vi.fn();
    // The build precompiles this validator (`npm run schemas:compile`); here ajv compiles it at once.
    const definition = {
      type: TREE_PLANTING,
      schema: dereferenced(),
      uiSchema: read('ui-schema.json'),
      validator: customizeValidator(),
    };
    render(<LoadedActivityForm definition={definition} onSubmit={onSubmit} />);
    for (const label of ['Venue', 'Date', 'Photo 01']) expect(screen.getByLabelText(label)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit to Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const user = userEvent.setup();
    const trees = screen.getByLabelText(/Number of Trees/);
    await user.clear(trees);
    await user.type(trees, '150');
    await user.type(screen.getByLabelText('Venue'), 'Sinharaja buffer zone, Deniyaya');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ no_of_trees: 150, venue: 'Sinharaja buffer zone, Deniyaya' }),
      expect.any(Map),
    );
  });

  it('gets a working view from the engine: every row of its view.json', () => {
    const view = read('view.json') as ViewDefinition;
    const report = {
      ...read('example.json'),
      documents: [{ uuid: 'p', type: 'image', path: 'https://files.test/p.jpg', comments: 'document1' }],
    };
    const { container } = render(<ActivityView view={view} report={report} />);
    const shown = within(container);
    for (const text of [
      'Number of Trees',
      '150',
      'Sinharaja buffer zone, Deniyaya',
      '11/10/2026',
      'Documents',
    ])
      expect(shown.getByText(text)).toBeTruthy();
    expect(container.querySelector('img[height="150"]')).toBeTruthy();
  });
});

describe('a new type filed entry by entry, in the browser', () => {
  it('gets a form for one entry: its fields, its choices and the Submit rule', async () => {
    const onSubmit = vi.fn();
    const definition = {
      type: BLOOD_DONATION_CAMP,
      schema: dereferenced(CAMP),
      uiSchema: read('ui-schema.json', CAMP),
      validator: customizeValidator(),
    };
    render(<LoadedActivityForm definition={definition} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit to Review' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Donor/), 'Kamal Perera');
    await user.selectOptions(screen.getByLabelText(/Blood Group/), 'O+');
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ donor_name: 'Kamal Perera', blood_group: 'O+' }),
      expect.any(Map),
    );
  });

  it('gets a view with the table of its entries', () => {
    const view = read('view.json', CAMP) as ViewDefinition;
    const report = {
      donors: [
        { uuid: 'a', ...read('example.json', CAMP) },
        { uuid: 'b', donor_name: 'Nirosha Fernando', blood_group: 'A+', date: '2026-10-05' },
      ],
    };
    const { container } = render(<ActivityView view={view} report={report} />);
    const shown = within(container);
    for (const text of ['Donors', 'Kamal Perera', 'Nirosha Fernando', 'O+', '04/10/2026']) {
      expect(shown.getByText(text)).toBeTruthy();
    }
  });
});
