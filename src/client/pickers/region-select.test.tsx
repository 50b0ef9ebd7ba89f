import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { BlueprintForm } from '../theme';
import { RegionSelect } from './region-select';

vi.mock('../lib/api-client', () => ({ api: { GET: vi.fn() } }));

const NORTH = '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10';
const SOUTH = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';
const REGIONS = [
  { uuid: NORTH, name: 'North', status: 'ACTIVE' },
  { uuid: SOUTH, name: 'South', status: 'INACTIVE' },
];

const schema: RJSFSchema = {
  type: 'object',
  required: ['region'],
  properties: { region: { type: 'string', title: 'Region' } },
};
const uiSchema: UiSchema = { region: { 'ui:widget': 'region-select', 'ui:placeholder': 'Select a region' } };

let answer: (value: unknown) => void;

beforeEach(() => {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(
    (() =>
      new Promise((resolve) => {
        answer = resolve;
      })) as unknown as typeof api.GET,
  );
});

function respond() {
  answer({ data: { status_code: 200, data: REGIONS }, response: new Response(null, { status: 200 }) });
}

function renderRegionSelect(formData: { region?: string } = {}) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BlueprintForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={{ 'region-select': RegionSelect }}
        formData={formData}
        noHtml5Validate
        onSubmit={(event) => onSubmit(event.formData)}
      />
    </QueryClientProvider>,
  );
  const select = () => screen.getByLabelText(/Region/) as HTMLSelectElement;
  const labels = () =>
    within(select())
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { onSubmit, select, labels };
}

describe('RegionSelect', () => {
  it('lists every region, inactive ones marked, and answers the uuid', async () => {
    const user = userEvent.setup();
    const { select, labels, onSubmit } = renderRegionSelect();
    expect(labels()).toEqual(['Loading regions…']);
    respond();
    await waitFor(() => expect(labels()).toEqual(['Select a region', 'North', 'South (Inactive)']));
    expect(api.GET).toHaveBeenCalledWith('/api/region/all/list');
    await user.selectOptions(select(), 'North');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ region: NORTH });
  });

  it('keeps a prefilled region while the list loads, then shows its name', async () => {
    const { select, labels } = renderRegionSelect({ region: SOUTH });
    expect(select().value).toBe(SOUTH);
    respond();
    await waitFor(() => expect(labels()).toEqual(['North', 'South (Inactive)']));
    expect(select().value).toBe(SOUTH);
  });

  it('says so when the regions cannot be loaded', async () => {
    const { labels } = renderRegionSelect();
    answer({
      error: { message: 'Server error' },
      response: new Response(null, { status: 500 }),
    });
    await waitFor(() => expect(labels()).toEqual(['Regions could not be loaded']));
  });
});
