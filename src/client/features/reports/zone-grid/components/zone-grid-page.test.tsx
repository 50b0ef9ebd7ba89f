import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZoneGridPage } from './zone-grid-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const ZONE_CHAIR = 'ZONE_CHAIRPERSON';
const zone = { id: 1, name: 'Zone 1' };
const region = { uuid: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Region 1' };
const cell = (key: string, status: string, points: number | null, estimated = false) => ({
  key,
  status,
  points,
  estimated,
});

const SEPTEMBER = {
  month: '09',
  lions_year: '2026-27',
  columns: [
    { key: 'BOARD_MEETING', title: 'Board Meeting', due_date: '2026-10-15' },
    { key: 'MONTHLY_MEETING', title: 'Monthly Meeting', due_date: '2026-10-15' },
  ],
  rows: [
    {
      club: { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' },
      zone,
      region,
      cells: [cell('BOARD_MEETING', 'approved', 12), cell('MONTHLY_MEETING', 'pending', 7.5, true)],
    },
    {
      club: { uuid: '7a2e9c1d-4b3f-4e6a-8d5c-0f1e2d3c4b5a', name: 'Lions Club of Wellawatte' },
      zone,
      region,
      cells: [cell('BOARD_MEETING', 'late', null), cell('MONTHLY_MEETING', 'rejected', 0)],
    },
  ],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Every request so far, as 'METHOD path'. */
function requested(): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}

/** Answers the grid of the given months, its CSV, and a 403 for any other month. */
function serve(grids: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    const csv = /^\/api\/activity\/(\d\d)\/zone-grid\/csv$/.exec(url.pathname);
    if (csv)
      return new Response('Region,Zone,Club\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="zone-grid-2026-09.csv"',
        },
      });
    const grid = /^\/api\/activity\/(\d\d)\/zone-grid$/.exec(url.pathname);
    const data = grid ? grids[grid[1]!] : undefined;
    if (data) return json({ status_code: 200, data });
    return json({ status_code: 403, message: 'This action is unauthorized.' }, 403);
  });
}

function renderAs(role: string, month: string) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  localStorage.setItem('month', month);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ZoneGridPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let saved: string[];
beforeEach(() => {
  fetchMock.mockReset();
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/0');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ZoneGridPage', () => {
  it('shows the clubs under their zone, a column per type, each cell its status and points', async () => {
    serve({ '09': SEPTEMBER });
    renderAs(ZONE_CHAIR, '09');

    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Zone Grid' })).toBeTruthy();
    expect(requested()).toEqual(['GET /api/activity/09/zone-grid']);
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get('role')).toBe(ZONE_CHAIR);

    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Club',
      'Board MeetingDue 15/10/2026',
      'Monthly MeetingDue 15/10/2026',
      'Total',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Zone 1, Region 1' })).toBeTruthy();

    const host = within(table).getByRole('rowheader', { name: 'Lions Club of Colombo Host' }).closest('tr')!;
    const cells = [...host.querySelectorAll('td')];
    expect(cells.map((td) => td.textContent)).toEqual(['Approved12 pts', 'Pending~7.5 pts', '19.5']);
    expect(cells[0]!.className).toContain('cms-zone-grid__cell--approved');
    expect(cells[1]!.className).toContain('cms-zone-grid__cell--pending');

    const wellawatte = within(table)
      .getByRole('rowheader', { name: 'Lions Club of Wellawatte' })
      .closest('tr')!;
    expect([...wellawatte.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Late',
      'Rejected0 pts',
      '0',
    ]);
    // The legend names all six statuses.
    const legend = screen.getByRole('heading', { name: 'Legend' }).parentElement!;
    expect(within(legend).getAllByRole('listitem')).toHaveLength(6);
    expect(within(legend).getByText('not filed, past its due date')).toBeTruthy();
  });

  it('reloads for another month and remembers it', async () => {
    serve({ '09': SEPTEMBER, '10': { ...SEPTEMBER, month: '10', rows: [] } });
    renderAs(ZONE_CHAIR, '09');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '10');
    expect(await screen.findByText('No clubs to show.')).toBeTruthy();
    expect(localStorage.getItem('month')).toBe('10');
    expect(requested()).toContain('GET /api/activity/10/zone-grid');
  });

  it("shows the server's refusal as an alert", async () => {
    serve({});
    renderAs(ZONE_CHAIR, '09');
    expect((await screen.findByRole('alert')).textContent).toContain('This action is unauthorized.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("downloads the month's CSV under the server's file name", async () => {
    serve({ '09': SEPTEMBER });
    renderAs(ZONE_CHAIR, '09');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download csv' }));
    await waitFor(() => expect(saved).toEqual(['zone-grid-2026-09.csv']));
    expect(requested()).toContain('GET /api/activity/09/zone-grid/csv');
  });
});
