import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { ClubForm, reportClubSaveFailure, type ClubFormProps } from './club-form';

vi.mock('../../../lib/api-client', () => ({ api: { GET: vi.fn() } }));
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const NORTH = '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10';
const SOUTH = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';
const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(((path: string, init?: { params: { path: { id: string } } }) => {
    if (path === '/api/region/all/list') {
      return ok({
        status_code: 200,
        data: [
          { uuid: NORTH, name: 'North', status: 'ACTIVE' },
          { uuid: SOUTH, name: 'South', status: 'ACTIVE' },
        ],
      });
    }
    const region = init?.params.path.id;
    const zones =
      region === NORTH
        ? [
            { id: 1, name: 'Zone 1', status: 'ACTIVE', region: { uuid: NORTH, name: 'North' } },
            { id: 2, name: 'Zone 2', status: 'ACTIVE', region: { uuid: NORTH, name: 'North' } },
          ]
        : [{ id: 7, name: 'Zone 7', status: 'ACTIVE', region: { uuid: SOUTH, name: 'South' } }];
    return ok({ status_code: 200, data: zones });
  }) as unknown as typeof api.GET);
});

afterEach(() => vi.restoreAllMocks());

function renderClubForm(props: Partial<ClubFormProps> = {}) {
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ClubForm
        submitText="Create"
        saving={false}
        error={null}
        onDismissError={() => undefined}
        onSubmit={onSubmit}
        {...props}
      />
    </QueryClientProvider>,
  );
  const region = () => screen.getByLabelText(/Region/) as HTMLSelectElement;
  const zone = () => screen.getByLabelText(/^Zone/) as HTMLSelectElement;
  const zoneLabels = () =>
    within(zone())
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { onSubmit, region, zone, zoneLabels };
}

describe('ClubForm', () => {
  it('enables the zone once a region is chosen, clears it when the region changes, and sends no region', async () => {
    const user = userEvent.setup();
    const { onSubmit, region, zone, zoneLabels } = renderClubForm();
    expect(zone().disabled).toBe(true);
    await waitFor(() => expect(within(region()).getAllByRole('option')).toHaveLength(3));

    await user.selectOptions(region(), 'North');
    await waitFor(() => expect(zoneLabels()).toEqual(['Select a zone', 'Zone 1', 'Zone 2']));
    await user.selectOptions(zone(), 'Zone 2');
    expect(zone().value).toBe('2');

    await user.selectOptions(region(), 'South');
    await waitFor(() => expect(zoneLabels()).toEqual(['Select a zone', 'Zone 7']));
    expect(zone().value).toBe('');

    await user.selectOptions(zone(), 'Zone 7');
    await user.type(screen.getByLabelText(/Club Name/), 'Lions Club of Galle');
    await user.selectOptions(screen.getByLabelText(/Status/), 'Active');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Lions Club of Galle',
      lions_club_zone_id: 7,
      status: 'ACTIVE',
    });
  });

  it('opens an edit with the region preset and its zones offered', async () => {
    const { region, zone, zoneLabels } = renderClubForm({
      submitText: 'Update',
      initial: { name: 'Lions Club of Kandy', region: NORTH, lions_club_zone_id: 2, status: 'ACTIVE' },
    });
    await waitFor(() => expect(zoneLabels()).toEqual(['Zone 1', 'Zone 2']));
    expect(region().value).toBe(NORTH);
    expect(zone().value).toBe('2');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('refuses an empty name with the alert and the snackbar, and sends nothing', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { onSubmit } = renderClubForm({
      submitText: 'Update',
      initial: { name: '', region: NORTH, lions_club_zone_id: 2, status: 'ACTIVE' },
    });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(within(screen.getByRole('alert')).getByText('The Club Name field is required.')).toBeTruthy();
    expect(showToast).toHaveBeenCalledWith('Validation error please scroll up', 'warning');
    expect(scrollTo).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    // The alert can be dismissed.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a server 422's lines in the alert and under the field", () => {
    const error = new ApiError(422, ['The name has already been taken.'], {
      errors: { name: ['The name has already been taken.'] },
    });
    renderClubForm({
      error,
      initial: { name: 'Lions Club of Kandy', region: NORTH, lions_club_zone_id: 2, status: 'ACTIVE' },
    });
    expect(within(screen.getByRole('alert')).getByText('The name has already been taken.')).toBeTruthy();
    expect(screen.getAllByText('The name has already been taken.')).toHaveLength(2);
  });
});

describe('reportClubSaveFailure', () => {
  it('raises the snackbar for a 422 only, and always scrolls up', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    reportClubSaveFailure(new ApiError(500, ['Something went wrong'], undefined));
    expect(showToast).not.toHaveBeenCalled();
    reportClubSaveFailure(new ApiError(422, ['The selected zone is invalid.'], { errors: {} }));
    expect(showToast).toHaveBeenCalledWith('Validation error please scroll up', 'warning');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
