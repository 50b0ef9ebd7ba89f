import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asRequest, json, KANDY, listItem, pageOf } from '../testing/project-fixtures';
import { ProjectReviewPage } from './project-review-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

/** Every request so far, as 'METHOD path?query'. */
function requested(): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = asRequest(input, init);
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
}

/** A server whose review queue holds `queue` (10 a page), or answers `failure`. */
function serve(queue: ReturnType<typeof listItem>[], failure?: { status: number; body: unknown }) {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(asRequest(input, init).url);
    if (url.pathname === '/api/service-project/review/list') {
      if (failure) return Promise.resolve(json(failure.body, failure.status));
      return Promise.resolve(json(pageOf(queue, Number(url.searchParams.get('page') ?? '1'))));
    }
    return Promise.resolve(json({ message: 'Not found' }, 404));
  });
}

function renderAs(role: string) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProjectReviewPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => fetchMock.mockReset());

describe('ProjectReviewPage', () => {
  it("lists the role's queue with the list's columns and a Review link to each preview", async () => {
    serve([
      listItem(1, { status: 'SUBMITTED', actions: { can_edit: false, can_delete: false, can_review: true } }),
      listItem(2, { club: KANDY, status: 'ZONE_CHAIRPERSON_REVIEW', project_type: 'CP' }),
    ]);
    renderAs('CLUB_PRESIDENT');
    const table = await screen.findByRole('table', { name: 'Projects to review' });
    expect(screen.getByRole('heading', { name: 'Review Projects' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Project Code', 'Title', 'Club', 'Status', 'Type', 'Date', 'Actions']);
    const second = within(table).getByText('GP-2026-0002').closest('tr')!;
    expect(
      within(second)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    ).toEqual([
      'GP-2026-0002',
      'Project 2',
      'Lions Club of Kandy',
      'Zone Chairperson Reviewed',
      'Continuous (CP)',
      '15/08/2026',
    ]);
    // Every row of the queue offers Review, whatever its actions say.
    for (const n of [1, 2]) {
      const review = screen.getByRole('link', { name: `Review GP-2026-000${n}` });
      expect(review.getAttribute('href')).toBe(`/projects/info/${listItem(n).uuid}`);
      expect(review.textContent).toBe('Review');
    }
    expect(requested()).toEqual(['GET /api/service-project/review/list?page=1']);
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get('role')).toBe('CLUB_PRESIDENT');
  });

  it('pages by meta.last_page', async () => {
    const user = userEvent.setup();
    serve(Array.from({ length: 12 }, (_, i) => listItem(i + 1, { status: 'SUBMITTED' })));
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    await screen.findByText('GP-2026-0001');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('GP-2026-0011')).toBeTruthy();
    expect(requested()).toEqual([
      'GET /api/service-project/review/list?page=1',
      'GET /api/service-project/review/list?page=2',
    ]);
  });

  it('says under each status whom the project waits for and for how many days', async () => {
    const since = new Date(Date.now() - 12 * 86_400_000 - 3_600_000).toISOString();
    serve([
      listItem(1, {
        status: 'CLUB_PRESIDENT_SECRETARY_REVIEW',
        waiting_for: 'ZONE_CHAIRPERSON',
        waiting_since: since,
      }),
      listItem(2, {
        status: 'SUBMITTED',
        waiting_for: 'PROJECT_CHAIRMAN',
        waiting_since: new Date().toISOString(),
      }),
    ]);
    renderAs('CLUB_PRESIDENT');
    await screen.findByRole('table', { name: 'Projects to review' });
    expect(screen.getByText('Zone Chairperson, 12 days')).toBeTruthy();
    expect(screen.getByText('Project Chairman, since today')).toBeTruthy();
  });

  it('lets the evaluator keep the projects waiting for one level, and no one else', async () => {
    const user = userEvent.setup();
    serve([listItem(1, { status: 'REGION_GST_REVIEW' })]);
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    await screen.findByText('GP-2026-0001');
    await user.selectOptions(screen.getByLabelText('Waiting for'), 'Clubs Performance Evaluation');
    await waitFor(() =>
      expect(requested()).toContain(
        'GET /api/service-project/review/list?page=1&level=CLUBS_PERFORMANCE_EVALUATION',
      ),
    );
  });

  it('offers no level filter to a role whose queue holds its own levels only', async () => {
    serve([listItem(1, { status: 'SUBMITTED' })]);
    renderAs('ZONE_CHAIRPERSON');
    await screen.findByText('GP-2026-0001');
    expect(screen.queryByLabelText('Waiting for')).toBeNull();
  });

  it('says so when nothing waits', async () => {
    serve([]);
    renderAs('CLUB_SECRETARY');
    expect(await screen.findByText('No projects are waiting for your review.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('empties the queue on a failed load and shows why', async () => {
    serve([listItem(1)], { status: 403, body: { status_code: 403, message: 'The role is not held today.' } });
    renderAs('CLUB_SECRETARY');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The role is not held today.'),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No projects are waiting for your review.')).toBeNull();
  });
});
