import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { ZoneListPage } from './zone-list-page';

vi.mock('../../../lib/api-client', () => ({ api: { GET: vi.fn() } }));

type ListInit = { params: { path: { search: string }; query: { page: number } } };

beforeEach(() => {
  vi.mocked(api.GET).mockReset();
  vi.mocked(api.GET).mockImplementation(((_path: string, init: ListInit) => {
    const { search } = init.params.path;
    const { page } = init.params.query;
    const data = [
      {
        id: page * 10 + 1,
        name: `${search || 'Zone'} ${page}`,
        status: page === 2 ? 'INACTIVE' : 'ACTIVE',
        region: { uuid: '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10', name: 'Region 1' },
      },
    ];
    return Promise.resolve({
      data: { status_code: 200, data, meta: { current_page: page, last_page: 3, per_page: 15, total: 40 } },
      response: new Response(null, { status: 200 }),
    });
  }) as unknown as typeof api.GET);
});

function renderAs(role: string, at = '/zone') {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/zone', element: <ZoneListPage /> },
      { path: '/zone/edit/:id', element: <Link to={-1 as never}>Back</Link> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The search and page of every list call so far. */
function calls() {
  const made = vi.mocked(api.GET).mock.calls as unknown as [string, ListInit][];
  return made.map(([, { params }]) => [params.path.search, params.query.page]);
}

describe('ZoneListPage', () => {
  it('reloads on a change of page, and goes back to page 1 on a change of search', async () => {
    const user = userEvent.setup();
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    expect(await screen.findByText('Zone 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Zone 2')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.type(screen.getByLabelText('Search zones'), 'North');
    expect(await screen.findByText('North 1', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(calls()).toEqual([
      ['', 1],
      ['', 2],
      ['North', 1],
    ]);
  });

  it('keeps the search and page in the address: a link, a reload or Back opens the same page', async () => {
    const user = userEvent.setup();
    const router = renderAs('CLUBS_PERFORMANCE_EVALUATION', '/zone?q=North&page=2');
    expect(await screen.findByText('North 2')).toBeTruthy();
    expect((screen.getByLabelText('Search zones') as HTMLInputElement).value).toBe('North');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('North 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=North&page=3');
    await router.navigate('/zone/edit/31');
    await router.navigate(-1);
    expect(await screen.findByText('North 3')).toBeTruthy();
    // The list came back as it was (from the cache: no new call).
    expect(calls()).toEqual([
      ['North', 2],
      ['North', 3],
    ]);
  });

  it('shows Create New Zone and the edit pencils to the evaluator', async () => {
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    await screen.findByText('Zone 1');
    expect(screen.getByRole('link', { name: 'Create New Zone' }).getAttribute('href')).toBe('/zone/create');
    expect(screen.getByRole('link', { name: 'Edit Zone 1' }).getAttribute('href')).toBe('/zone/edit/11');
  });

  it('hides them from other roles', async () => {
    renderAs('DISTRICT_GOVERNOR');
    await screen.findByText('Zone 1');
    expect(screen.queryByRole('link', { name: 'Create New Zone' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('empties the list and shows the alert when loading fails', async () => {
    vi.mocked(api.GET).mockImplementation((() =>
      Promise.resolve({
        error: { message: 'The role is not held today.' },
        response: new Response(null, { status: 403 }),
      })) as unknown as typeof api.GET);
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The role is not held today.'),
    );
    expect(screen.getByRole('table', { name: 'Zones' }).querySelectorAll('tbody tr')).toHaveLength(0);
  });
});
