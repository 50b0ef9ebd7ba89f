import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { BlueprintForm } from '../theme';
import { RegionChairpersonPicker, ZoneChairpersonPicker } from './chairperson-picker';
import { OfficerPicker } from './officer-picker';
import type { OfficeMember } from './officer-picker-query';

vi.mock('../lib/api-client', () => ({ api: { GET: vi.fn() } }));

const FIRST_VDG: OfficeMember = {
  uuid: '3b8e1f6a-5c2d-4e7b-9a1f-0d6c8b4e2a7f',
  name: 'Chandana Rajapaksha',
  club: 'Lions Club of Galle',
};
const SECOND_VDG: OfficeMember = {
  uuid: 'a91d4c2e-7f3b-4b58-8e6d-5c1a2f9b0e34',
  name: 'Priyanthi Gunawardena',
  club: null,
};
const ZONE_CHAIR: OfficeMember = {
  uuid: '5b9e2c71-3a4d-4f8e-9c1b-7e6a0d2f4b83',
  name: 'Asela Bandara',
  club: 'Lions Club of Matara',
};
const REGION_CHAIR: OfficeMember = {
  uuid: 'c47a1e09-8d2b-4b6f-a3e5-2f9d81c6b7a4',
  name: 'Nadeesha Herath',
  club: 'Lions Club of Kurunegala',
};

/** The lists by path (office lists by role code), as the server would answer them. */
const LISTS: Record<string, OfficeMember[]> = {
  FIRST_VICE_DISTRICT_GOVERNOR: [FIRST_VDG],
  SECOND_VICE_DISTRICT_GOVERNOR: [SECOND_VDG],
  '/api/zone-chairmen/list': [ZONE_CHAIR],
  '/api/region-chairmen/list': [REGION_CHAIR],
};

type Init = { params?: { path?: { code?: string } } } | undefined;

beforeEach(() => {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(((path: string, init: Init) =>
    Promise.resolve({
      data: { status_code: 200, data: LISTS[init?.params?.path?.code ?? path] ?? [] },
      response: new Response(null, { status: 200 }),
    })) as unknown as typeof api.GET);
});

const schema: RJSFSchema = {
  type: 'object',
  properties: { member_id: { type: 'string', title: 'Officer' } },
};

function renderPicker(ui: UiSchema, formData: { member_id?: string } = {}, formContext = {}) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BlueprintForm
        schema={schema}
        uiSchema={{ member_id: ui }}
        validator={validator}
        widgets={{
          'officer-picker': OfficerPicker,
          'zone-chairperson-picker': ZoneChairpersonPicker,
          'region-chairperson-picker': RegionChairpersonPicker,
        }}
        formData={formData}
        formContext={formContext}
        noHtml5Validate
        onSubmit={(event) => onSubmit(event.formData)}
      />
    </QueryClientProvider>,
  );
  const select = () => screen.getByLabelText('Officer') as HTMLSelectElement;
  const labels = () =>
    within(select())
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { onSubmit, select, labels };
}

describe('OfficerPicker', () => {
  it.each([
    ['FIRST_VICE_DISTRICT_GOVERNOR', 'Chandana Rajapaksha (Lions Club of Galle)'],
    ['SECOND_VICE_DISTRICT_GOVERNOR', 'Priyanthi Gunawardena'],
  ])('lists the holders of %s by name and club', async (roleCode, label) => {
    const { labels } = renderPicker({ 'ui:widget': 'officer-picker', 'ui:options': { roleCode } });
    await waitFor(() => expect(labels()).toEqual(['Select from the officers', label]));
    expect(api.GET).toHaveBeenCalledWith('/api/office-member/{code}/list', {
      params: { path: { code: roleCode } },
    });
  });

  it("answers the chosen officer's uuid", async () => {
    const user = userEvent.setup();
    const { select, labels, onSubmit } = renderPicker({
      'ui:widget': 'officer-picker',
      'ui:options': { roleCode: 'FIRST_VICE_DISTRICT_GOVERNOR' },
    });
    await waitFor(() => expect(labels()).toHaveLength(2));
    await user.selectOptions(select(), 'Chandana Rajapaksha (Lions Club of Galle)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ member_id: FIRST_VDG.uuid });
  });

  it('keeps a prefilled officer no longer in office, named from formContext.knownMembers', async () => {
    const former = 'f0e1d2c3-b4a5-4968-8776-655443322110';
    const { select, labels } = renderPicker(
      { 'ui:widget': 'officer-picker', 'ui:options': { roleCode: 'FIRST_VICE_DISTRICT_GOVERNOR' } },
      { member_id: former },
      { knownMembers: { [former]: { display_name: 'Former Governor', profile_image: null } } },
    );
    await waitFor(() => expect(labels()).toContain('Former Governor'));
    expect(select().value).toBe(former);
  });

  it('shows the error and empties the list when the officers cannot be loaded', async () => {
    vi.mocked(api.GET).mockImplementation((() =>
      Promise.resolve({
        error: { message: 'The role code is invalid.' },
        response: new Response(null, { status: 422 }),
      })) as unknown as typeof api.GET);
    const { labels } = renderPicker({
      'ui:widget': 'officer-picker',
      'ui:options': { roleCode: 'NOT_A_ROLE' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Officers could not be loaded. The role code is invalid.',
    );
    expect(labels()).toEqual(['Officers could not be loaded']);
  });
});

describe('ZoneChairpersonPicker and RegionChairpersonPicker', () => {
  it('lists the zone chairpersons from their own lookup', async () => {
    const { labels } = renderPicker({ 'ui:widget': 'zone-chairperson-picker' });
    await waitFor(() =>
      expect(labels()).toEqual(['Select from the zone chairpersons', 'Asela Bandara (Lions Club of Matara)']),
    );
    expect(api.GET).toHaveBeenCalledWith('/api/zone-chairmen/list');
  });

  it('lists the region chairpersons from their own lookup, answering the uuid', async () => {
    const user = userEvent.setup();
    const { select, labels, onSubmit } = renderPicker({ 'ui:widget': 'region-chairperson-picker' });
    await waitFor(() =>
      expect(labels()).toEqual([
        'Select from the region chairpersons',
        'Nadeesha Herath (Lions Club of Kurunegala)',
      ]),
    );
    expect(api.GET).toHaveBeenCalledWith('/api/region-chairmen/list');
    await user.selectOptions(select(), 'Nadeesha Herath (Lions Club of Kurunegala)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ member_id: REGION_CHAIR.uuid });
  });

  it.each([
    ['zone-chairperson-picker', 'Zone chairpersons could not be loaded'],
    ['region-chairperson-picker', 'Region chairpersons could not be loaded'],
  ])('%s shows the error and empties the list', async (widget, message) => {
    vi.mocked(api.GET).mockImplementation((() =>
      Promise.resolve({
        error: {},
        response: new Response(null, { status: 500 }),
      })) as unknown as typeof api.GET);
    const { labels } = renderPicker({ 'ui:widget': widget }, { member_id: ZONE_CHAIR.uuid });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${message}. Something went wrong (error 500). Please try again.`,
    );
    // The prefilled uuid stays (the data is not lost), but no holder is offered.
    expect(labels()).toEqual([message, ZONE_CHAIR.uuid]);
  });
});
