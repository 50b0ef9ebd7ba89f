import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsPage } from './reports-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const CLUB = { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' };
const OTHER = { uuid: '7a1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Kandy' };
const CSV = 'Month,Board Meeting Status\nJuly 2026,Approved\n';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The requests made so far. */
function requests(): Request[] {
  return fetchMock.mock.calls.map(([input]) =>
    input instanceof Request ? input : new Request(String(input)),
  );
}

/** Answers the club report (or `failure`) and the club search. */
function serve(failure?: { status: number; body: unknown }) {
  fetchMock.mockImplementation((input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname;
    const report = /^\/api\/activity\/([^/]+)\/club-report$/.exec(path);
    if (report) {
      if (failure) return Promise.resolve(json(failure.body, failure.status));
      const club = [CLUB, OTHER].find((c) => c.uuid === report[1])!;
      const slug = club.name.toLowerCase().replace(/ /g, '-');
      return Promise.resolve(
        new Response(CSV, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="admin-activity-${slug}.csv"`,
          },
        }),
      );
    }
    if (path.startsWith('/api/user/role/club-list/')) {
      return Promise.resolve(json({ status_code: 200, data: [CLUB, OTHER] }));
    }
    // The service project reports' theme select loads the themes (project-reports-section.test.tsx).
    if (path === '/api/governor-theme/list') return Promise.resolve(json({ status_code: 200, data: [] }));
    return Promise.resolve(json({ message: 'Not found' }, 404));
  });
}

/** Signs in as a role (with its club for officers, or a chosen one) and opens the screen. */
function renderAs(role: string, club?: typeof CLUB) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  if (club) {
    localStorage.setItem('club_id', club.uuid);
    localStorage.setItem('club_name', club.name);
  }
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const downloadButton = () => screen.getByRole('button', { name: /Download csv/ }) as HTMLButtonElement;

/** The saves made through the temporary link: [file name, blob text]. */
let saved: Promise<[string, string]>[];

beforeEach(() => {
  fetchMock.mockReset();
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.isConnected).toBe(true);
    saved.push(
      blobs
        .get(this.href)!
        .text()
        .then((text) => [this.download, text]),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportsPage: Activity Reports Club Wise', () => {
  it("downloads a club officer's own club report with the session headers and saves it", async () => {
    serve();
    renderAs('CLUB_PRESIDENT', CLUB);

    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Activity Reports Club Wise' })).toBeTruthy();
    const club = screen.getByRole('textbox', { name: 'Club' }) as HTMLInputElement;
    expect(club.value).toBe(CLUB.name);
    expect(club.readOnly).toBe(true);
    // No report is fetched until the user asks, and the officer's club needs no search.
    expect(requests().map((r) => new URL(r.url).pathname)).not.toContainEqual(
      expect.stringMatching(/club-report|club-list/),
    );

    fireEvent.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]).toEqual(['admin-activity-lions-club-of-colombo-host.csv', CSV]);
    const request = requests().find((r) => new URL(r.url).pathname.endsWith('/club-report'));
    expect(new URL(request!.url).pathname).toBe(`/api/activity/${CLUB.uuid}/club-report`);
    expect(request!.headers.get('authorization')).toBe('Bearer token');
    expect(request!.headers.get('role')).toBe('CLUB_PRESIDENT');
    expect(request!.headers.get('club')).toBe(CLUB.uuid);
    // The link is gone and its URL is let go later, once the browser has read it.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(downloadButton().disabled).toBe(false));
  });

  it('keeps the button disabled until a district role picks a club, then downloads that club', async () => {
    const user = userEvent.setup();
    serve();
    renderAs('DISTRICT_GOVERNOR');

    expect(downloadButton().disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Club' }));
    const option = await screen.findByRole('option', { name: OTHER.name });
    await user.click(within(option).getByText(OTHER.name));
    expect(downloadButton().disabled).toBe(false);
    // The choice belongs to this screen: the club the session acts for is unchanged.
    expect(localStorage.getItem('club_id')).toBeNull();

    await user.click(downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((await saved[0])![0]).toBe('admin-activity-lions-club-of-kandy.csv');
    expect(requests().map((r) => new URL(r.url).pathname)).toContain(
      `/api/activity/${OTHER.uuid}/club-report`,
    );
  });

  it('starts a district role from the club it acts for', () => {
    serve();
    renderAs('CLUBS_PERFORMANCE_EVALUATION', CLUB);
    expect((screen.getByRole('combobox', { name: 'Club' }) as HTMLInputElement).value).toBe(CLUB.name);
    expect(downloadButton().disabled).toBe(false);
  });

  it('disables the button while the report downloads', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAs('CLUB_SECRETARY', CLUB);

    fireEvent.click(downloadButton());
    await waitFor(() => expect(downloadButton().disabled).toBe(true));
    answer(new Response(CSV, { headers: { 'content-type': 'text/csv' } }));
    await waitFor(() => expect(downloadButton().disabled).toBe(false));
    // Without a content-disposition the name is made from the club's.
    expect((await saved[0])![0]).toBe('admin-activity-lions-club-of-colombo-host.csv');
  });

  it('shows a failed download as a dismissible alert and saves nothing', async () => {
    serve({ status: 404, body: { status_code: 404, message: 'Club not found.' } });
    renderAs('CLUB_PRESIDENT', CLUB);

    fireEvent.click(downloadButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Club not found.'));
    expect(saved).toHaveLength(0);
    expect(downloadButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an officer without a club from downloading', () => {
    serve();
    renderAs('CLUB_TREASURER');
    expect((screen.getByRole('textbox', { name: 'Club' }) as HTMLInputElement).value).toBe('');
    expect(downloadButton().disabled).toBe(true);
  });
});
