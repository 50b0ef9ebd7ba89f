import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MylionExport } from './mylion-export';
import { mylionMonths } from './mylion-months';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const CLUB = { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' };

/** Renders the action for a club officer of CLUB (or with no club chosen). */
function renderExport(club: typeof CLUB | null = CLUB) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUB_SECRETARY');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MylionExport club={club} />
    </QueryClientProvider>,
  );
}

/** The file names saved through the temporary link. */
let saved: string[];

beforeEach(() => {
  fetchMock.mockReset();
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('mylionMonths', () => {
  it('offers the month of the day and the twelve before it, across the new year', () => {
    const months = mylionMonths('2027-02-10');
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['2027-02', '2027-01', '2026-12']);
    expect(months.at(-1)).toBe('2026-02');
  });
});

describe('MyLion export', () => {
  it("downloads the chosen month's export of the club, saved under the server's file name", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      new Response('Activity Title\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="mylion-service-colombo-2026-10.csv"',
        },
      }),
    );
    renderExport();
    await user.click(screen.getByRole('button', { name: 'MyLion export' }));
    expect(await screen.findByRole('dialog', { name: 'Export for MyLion service reporting' })).toBeTruthy();
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    expect(month.value).toBe(mylionMonths()[0]);
    const chosen = mylionMonths()[1]!;
    await user.selectOptions(month, chosen);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toEqual(['mylion-service-colombo-2026-10.csv']));
    const url = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(url.pathname).toBe(`/api/service-project/${CLUB.uuid}/mylion-report`);
    expect(url.searchParams.get('month')).toBe(chosen);
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status_code: 403, message: 'Your role is bound to your own club.' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderExport();
    await user.click(screen.getByRole('button', { name: 'MyLion export' }));
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Your role is bound to your own club.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('is disabled until a club is chosen', () => {
    renderExport(null);
    expect((screen.getByRole('button', { name: 'MyLion export' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
