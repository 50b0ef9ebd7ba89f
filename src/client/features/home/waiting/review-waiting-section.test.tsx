import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewWaitingSection } from './review-waiting-section';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const OLDEST = {
  uuid: '9b2f4c1e-7a3d-4e5f-8a6b-000000000001',
  key: 'TRAINING',
  activity: 'Online Training',
  name: 'Online Training',
  club: {
    uuid: '7a2e9c1d-4b3f-4e6a-8d5c-0f1e2d3c4b5a',
    name: 'Lions Club of Kandy',
    zone: { id: 4, name: 'Zone 4' },
    region: { uuid: '5c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a', name: 'Region 2' },
  },
  month: '10',
  status: 'SUBMITTED',
  waiting: true,
  due_date: '2026-11-15',
  created_at: '2026-10-20T20:00:00.000Z',
};

/** Answers GET /api/cpe-activity/waiting with `data`. */
function serve(data: unknown) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ status_code: 200, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

function renderAs(role: string) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReviewWaitingSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => fetchMock.mockReset());

describe('ReviewWaitingSection', () => {
  it('shows the counts by status and age, and links the oldest waiting report with its queue', async () => {
    serve({
      total: 7,
      by_status: { SUBMITTED: 5, PENDING: 2 },
      by_age: { under_7_days: 3, days_7_to_14: 3, over_14_days: 1 },
      oldest: OLDEST,
      oldest_days_waiting: 27,
    });
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    expect(await screen.findByText('Reports waiting this Lions year: 7')).toBeTruthy();
    const byStatus = screen.getByLabelText('By status');
    expect(byStatus.textContent).toBe('Submitted5Pending2');
    const byAge = screen.getByLabelText('By days since filing');
    expect(byAge.textContent).toBe('Under 7 days37 to 14 days3Over 14 days1');
    const link = screen.getByRole('link', { name: 'Online Training' });
    expect(link.getAttribute('href')).toBe(
      `/activities/monthly/view/${OLDEST.uuid}/10/TRAINING?month=10&status=WAITING`,
    );
    expect(link.closest('p')!.textContent).toContain(
      'Online Training, Lions Club of Kandy (Zone 4), filed 21/10/2026: 27 days waiting',
    );
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL((request as Request).url).pathname).toBe('/api/cpe-activity/waiting');
  });

  it('says when nothing waits', async () => {
    serve({
      total: 0,
      by_status: { SUBMITTED: 0, PENDING: 0 },
      by_age: { under_7_days: 0, days_7_to_14: 0, over_14_days: 0 },
      oldest: null,
      oldest_days_waiting: null,
    });
    renderAs('CLUBS_PERFORMANCE_EVALUATION');
    expect(await screen.findByText('Nothing waits for review.')).toBeTruthy();
    expect(screen.queryByLabelText('By status')).toBeNull();
  });

  it('asks nothing for a role the policy does not let see it', () => {
    renderAs('CLUB_PRESIDENT');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
