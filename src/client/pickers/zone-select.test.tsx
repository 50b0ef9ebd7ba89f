import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { BlueprintForm } from '../theme';
import { zoneIdOf, ZoneSelect } from './zone-select';

vi.mock('../lib/api-client', () => ({ api: { GET: vi.fn() } }));

const NORTH = '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10';
const SOUTH = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';
const ZONES: Record<string, { id: number; name: string; status: string }[]> = {
  [NORTH]: [
    { id: 1, name: 'Zone 1', status: 'ACTIVE' },
    { id: 2, name: 'Zone 2', status: 'INACTIVE' },
  ],
  [SOUTH]: [{ id: 7, name: 'Zone 7', status: 'ACTIVE' }],
};

const schema: RJSFSchema = {
  type: 'object',
  required: ['zone'],
  properties: { zone: { type: 'integer', title: 'Zone' } },
};
const uiSchema: UiSchema = { zone: { 'ui:widget': 'zone-select', 'ui:placeholder': 'Select a zone' } };

beforeEach(() => {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(((_path: string, init: { params: { path: { id: string } } }) =>
    Promise.resolve({
      data: { status_code: 200, data: ZONES[init.params.path.id] ?? [] },
      response: new Response(null, { status: 200 }),
    })) as unknown as typeof api.GET);
});

function renderZoneSelect(regionUuid: string | null, formData: { zone?: number } = {}) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (region: string | null) => (
    <QueryClientProvider client={client}>
      <BlueprintForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={{ 'zone-select': ZoneSelect }}
        formContext={{ regionUuid: region }}
        formData={formData}
        noHtml5Validate
        onSubmit={(event) => onSubmit(event.formData)}
      />
    </QueryClientProvider>
  );
  const result = render(view(regionUuid));
  const select = () => screen.getByLabelText(/Zone/) as HTMLSelectElement;
  const labels = () =>
    within(select())
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { onSubmit, select, labels, rerenderWith: (region: string | null) => result.rerender(view(region)) };
}

describe('ZoneSelect', () => {
  it('is disabled, and asks for a region, until a region is chosen', () => {
    const { select, labels } = renderZoneSelect(null);
    expect(select().disabled).toBe(true);
    expect(labels()).toEqual(['Select a region first']);
    expect(api.GET).not.toHaveBeenCalled();
  });

  it("lists the region's zones, marking inactive ones, and answers the zone's id as a number", async () => {
    const user = userEvent.setup();
    const { select, labels, onSubmit } = renderZoneSelect(NORTH);
    await waitFor(() => expect(labels()).toEqual(['Select a zone', 'Zone 1', 'Zone 2 (Inactive)']));
    expect(api.GET).toHaveBeenCalledWith('/api/region/zone/{id}', { params: { path: { id: NORTH } } });
    expect(select().disabled).toBe(false);
    await user.selectOptions(select(), 'Zone 2 (Inactive)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ zone: 2 });
  });

  it('follows the region of the form context', async () => {
    const { labels, rerenderWith } = renderZoneSelect(NORTH);
    await waitFor(() => expect(labels()).toContain('Zone 1'));
    rerenderWith(SOUTH);
    await waitFor(() => expect(labels()).toEqual(['Select a zone', 'Zone 7']));
  });

  it('shows a prefilled zone as chosen once its region’s list arrives', async () => {
    const { select, labels } = renderZoneSelect(SOUTH, { zone: 7 });
    await waitFor(() => expect(labels()).toEqual(['Zone 7']));
    expect(select().value).toBe('7');
  });

  it('says so when a region has no zones', async () => {
    const { labels } = renderZoneSelect('11111111-2222-4333-8444-555555555555');
    await waitFor(() => expect(labels()).toEqual(['This region has no zones']));
  });
});

describe('zoneIdOf', () => {
  it.each([
    ['12', 12],
    ['', undefined],
    ['x', undefined],
    ['1.5', undefined],
  ])('%j -> %j', (value, id) => expect(zoneIdOf(value)).toBe(id));
});
