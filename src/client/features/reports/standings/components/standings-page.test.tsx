import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StandingsPage } from './standings-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const region1 = { uuid: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Region 1' };
const region2 = { uuid: '6e2f3a4b-5c6d-4e7f-8a90-91a2b3c4d5e6', name: 'Region 2' };
const rank = (position: number, of: number) => ({ position, of });
const standing = (
  name: string,
  zone: number,
  approved: number,
  rate: number,
  band: string,
  place: number,
) => ({
  club: { uuid: `3f1d2c4b-5a69-4788-9abc-def0123456${70 + place}`, name },
  zone: { id: zone, name: `Zone ${zone}` },
  region: zone > 3 ? region2 : region1,
  approved,
  under_review: 4.5,
  rate,
  band,
  rank: { zone: rank(1, 2), region: rank(place, 4), district: rank(place, 9) },
});

const STANDINGS = {
  lions_year: '2026-27',
  months: ['07', '08', '09', '10', '11'],
  available: 200,
  rows: [
    standing('Lions Club of Colombo Host', 1, 140, 70, 'green', 1),
    standing('Lions Club of Kandy', 2, 60, 30, 'red', 2),
    standing('Lions Club of Jaffna', 7, 20, 10, 'red', 3),
  ],
};

function renderPage() {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'REGION_CHAIRPERSON');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StandingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ status_code: 200, data: STANDINGS }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('StandingsPage', () => {
  it('narrows to a region, then offers only its zones', async () => {
    renderPage();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Region 2');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Lions Club of Jaffna',
    ]);
    // One zone left: no zone filter to offer.
    expect(screen.queryByLabelText('Zone')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Region'), 'Region 1');
    const zones = within(screen.getByLabelText('Zone'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(zones).toEqual(['All zones', 'Zone 1, Region 1', 'Zone 2, Region 1']);
  });

  it('ranks the clubs with their points, rate tags in their bands and zone and region ranks', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const host = within(rows[0]!);
    expect(host.getByRole('rowheader')!.textContent).toContain('Lions Club of Colombo Host');
    expect([...host.getByText('70%').classList]).toEqual(
      expect.arrayContaining(['bp6-tag', 'bp6-intent-success', 'cms-rate--green']),
    );
    expect(host.getByText('140')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('1 of 9');
    expect([...within(rows[1]!).getByText('30%').classList]).toEqual(
      expect.arrayContaining(['bp6-intent-danger', 'cms-rate--red']),
    );
    expect(screen.getByText(/Lions year 2026-27 so far: 200 administration points available/)).toBeTruthy();
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL((request as Request).url).pathname).toBe('/api/activity/standings');
  });

  it('filters the table by zone, keeping the ranks', async () => {
    renderPage();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'Zone 2, Region 1');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Lions Club of Kandy');
    expect(rows[0]!.textContent).toContain('2 of 9');
  });
});
