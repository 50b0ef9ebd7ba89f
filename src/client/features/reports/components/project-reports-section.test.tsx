import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
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
const THEMES = [
  { uuid: '5c1e8a2b-3d4f-4a6b-9c8d-7e6f5a4b3c2d', theme: 'Reforestation', theme_key: 'reforestation' },
  {
    uuid: '6d2f9b3c-4e5a-4b7c-8d9e-8f7a6b5c4d3e',
    theme: 'Home Gardening & Farming',
    theme_key: 'gardening_farming',
  },
];
const CSV = 'Club,Project Code\nLions Club of Colombo Host,GP-2026-0007\n';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The paths asked so far. */
function paths(): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
}

interface ServeOptions {
  /** The content-disposition of the CSV answers; none when absent. */
  disposition?: string;
  /** Answers the reports with this failure instead. */
  failure?: { status: number; body: unknown };
}

/** Answers the themes, the club search and both project reports. */
function serve({ disposition, failure }: ServeOptions = {}) {
  fetchMock.mockImplementation((input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/api/governor-theme/list') return Promise.resolve(json({ status_code: 200, data: THEMES }));
    if (path.startsWith('/api/user/role/club-list/')) {
      return Promise.resolve(json({ status_code: 200, data: [CLUB, OTHER] }));
    }
    if (/^\/api\/service-project\/(summary\/[^/]+\/reports|[^/]+\/club-reports)$/.test(path)) {
      if (failure) return Promise.resolve(json(failure.body, failure.status));
      const headers: Record<string, string> = { 'content-type': 'text/csv; charset=utf-8' };
      if (disposition) headers['content-disposition'] = disposition;
      return Promise.resolve(new Response(CSV, { headers }));
    }
    return Promise.resolve(json({ message: 'Not found' }, 404));
  });
}

/** Signs in as a role (with its club for officers) and opens the Reports screen. */
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

/** A part of 'Service Project Reports', by its heading. */
const part = (name: 'Project Theme Wise' | 'Project Reports Club Wise') =>
  screen.getByRole('region', { name });
const downloadIn = (name: 'Project Theme Wise' | 'Project Reports Club Wise') =>
  within(part(name)).getByRole('button', { name: 'Download' }) as HTMLButtonElement;

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

describe('ReportsPage: Service Project Reports', () => {
  it('has the two parts under one heading', () => {
    serve();
    renderAs('CLUB_PRESIDENT', CLUB);
    const section = screen.getByRole('region', { name: 'Service Project Reports' });
    expect(within(section).getByRole('heading', { name: 'Project Theme Wise' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Project Reports Club Wise' })).toBeTruthy();
  });

  it('downloads a theme only once one is chosen, saved as project-summary-{theme}', async () => {
    const user = userEvent.setup();
    serve();
    renderAs('CLUB_PRESIDENT', CLUB);
    const select = within(part('Project Theme Wise')).getByRole('combobox', {
      name: 'Theme',
    }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.text)).toEqual([
        'Select a theme',
        'Reforestation',
        'Home Gardening & Farming',
      ]),
    );
    expect(downloadIn('Project Theme Wise').disabled).toBe(true);

    await user.selectOptions(select, THEMES[1]!.uuid);
    expect(downloadIn('Project Theme Wise').disabled).toBe(false);
    await user.click(downloadIn('Project Theme Wise'));

    await waitFor(() => expect(saved).toHaveLength(1));
    // Without a content-disposition the name is made from the theme's.
    expect(await saved[0]).toEqual(['project-summary-home-gardening-farming.csv', CSV]);
    expect(paths()).toContain(`/api/service-project/summary/${THEMES[1]!.uuid}/reports`);
    const request = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.includes('/summary/'))!;
    expect(request.headers.get('role')).toBe('CLUB_PRESIDENT');
    expect(request.headers.get('authorization')).toBe('Bearer token');
  });

  it("prefers the server's file name", async () => {
    const user = userEvent.setup();
    serve({ disposition: 'attachment; filename="project-summary-reforestation.csv"' });
    renderAs('CLUB_PRESIDENT', CLUB);
    const select = within(part('Project Theme Wise')).getByRole('combobox', { name: 'Theme' });
    await within(select).findByText('Reforestation');
    await user.selectOptions(select, THEMES[0]!.uuid);
    await user.click(downloadIn('Project Theme Wise'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((await saved[0])![0]).toBe('project-summary-reforestation.csv');
  });

  it("downloads a club officer's own club, saved as project-{club}", async () => {
    const user = userEvent.setup();
    serve();
    renderAs('CLUB_SECRETARY', CLUB);
    const club = within(part('Project Reports Club Wise')).getByRole('textbox', {
      name: 'Club for project reports',
    }) as HTMLInputElement;
    expect(club.value).toBe(CLUB.name);
    expect(club.readOnly).toBe(true);
    await user.click(downloadIn('Project Reports Club Wise'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]).toEqual(['project-lions-club-of-colombo-host.csv', CSV]);
    expect(paths()).toContain(`/api/service-project/${CLUB.uuid}/club-reports`);
  });

  it('lets a district role pick the club, without changing the club it acts for', async () => {
    const user = userEvent.setup();
    serve();
    renderAs('DISTRICT_GOVERNOR');
    expect(downloadIn('Project Reports Club Wise').disabled).toBe(true);
    await user.click(
      within(part('Project Reports Club Wise')).getByRole('combobox', { name: 'Club for project reports' }),
    );
    const option = await screen.findByRole('option', { name: OTHER.name });
    await user.click(within(option).getByText(OTHER.name));
    expect(downloadIn('Project Reports Club Wise').disabled).toBe(false);
    expect(localStorage.getItem('club_id')).toBeNull();

    await user.click(downloadIn('Project Reports Club Wise'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((await saved[0])![0]).toBe('project-lions-club-of-kandy.csv');
    expect(paths()).toContain(`/api/service-project/${OTHER.uuid}/club-reports`);
  });

  it('shows a failed download in its own part and saves nothing', async () => {
    const user = userEvent.setup();
    serve({ failure: { status: 403, body: { status_code: 403, message: 'You may not see this club.' } } });
    renderAs('CLUB_PRESIDENT', CLUB);
    await user.click(downloadIn('Project Reports Club Wise'));
    const alert = await within(part('Project Reports Club Wise')).findByRole('alert');
    expect(alert.textContent).toContain('You may not see this club.');
    expect(within(part('Project Theme Wise')).queryByRole('alert')).toBeNull();
    expect(saved).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(part('Project Reports Club Wise')).queryByRole('alert')).toBeNull();
  });
});
