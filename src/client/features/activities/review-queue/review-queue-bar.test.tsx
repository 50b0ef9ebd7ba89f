import { HotkeysProvider } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewQueueBar } from './review-queue-bar';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const CURRENT = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b';
const NEXT = '1a2b3c4d-7a3d-4e5f-8a6b-1c2d3e4f5a6b';
const SEARCH = '?month=03&status=WAITING&zone=4';
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const line = (id: number, status: string) => ({
  id,
  key: `k${id}`,
  items: { title: `Line ${id}` },
  comment: '',
  cr_points: 5,
  dr_points: 0,
  total_points: 5,
  status,
  reject_comments: null,
});
const row = (uuid: string, status: string) => ({ uuid, key: 'BOARD_MEETING', month: '03', status });
const asRequest = (input: RequestInfo | URL, init?: RequestInit) =>
  input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);

/** Serves the report's points (one line of each status), the queue and every decision. */
function serve() {
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(asRequest(input, init).url);
    if (url.pathname.endsWith('/points/BOARD_MEETING'))
      return Promise.resolve(
        json({
          status_code: 200,
          data: {
            points: [line(1, 'PENDING'), line(2, 'APPROVED'), line(3, 'REJECTED')],
            status: 'PENDING',
            comments: null,
            total: 15,
            version: 3,
          },
        }),
      );
    if (url.pathname === '/api/cpe-activity/03/list')
      return Promise.resolve(
        json({
          status_code: 200,
          data: [row(CURRENT, 'PENDING'), row('decided', 'APPROVED'), row(NEXT, 'SUBMITTED')],
          meta: { last_page: 1, total: 3 },
          last_page: 1,
        }),
      );
    return Promise.resolve(
      json({ status_code: 200, message: 'ok', data: { approved: 1, status: 'APPROVED' } }),
    );
  });
}

/** The requests made, as 'METHOD path?query body'. */
async function requests() {
  return Promise.all(
    fetchMock.mock.calls.map(async ([input, init]) => {
      const request = asRequest(input, init);
      const url = new URL(request.url);
      const body = request.method === 'POST' ? ` ${await request.clone().text()}` : '';
      return `${request.method} ${url.pathname}${url.search}${body}`;
    }),
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderBar(hasFlags: boolean | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bar = (
    <HotkeysProvider>
      <ReviewQueueBar id={CURRENT} activityKey="BOARD_MEETING" month="03" hasFlags={hasFlags} />
    </HotkeysProvider>
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/activities/monthly/view/${CURRENT}/03/BOARD_MEETING${SEARCH}`]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {bar}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  serve();
});

describe('the evaluator’s queue bar', () => {
  it('approves the open lines and the report after one confirmation, then opens the next report waiting', async () => {
    const user = userEvent.setup();
    renderBar(false);
    const approveAll = await screen.findByRole('button', {
      name: 'Approve all open lines and approve report',
    });
    await waitFor(() => expect((approveAll as HTMLButtonElement).disabled).toBe(false));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.keyboard('a');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Approve its 1 open line and this report');
    // `a` then Enter: the shortcut asks, Enter answers yes.
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getByLabelText('where').textContent).toBe(
        `/activities/monthly/view/${NEXT}/03/BOARD_MEETING${SEARCH}`,
      ),
    );
    expect(await requests()).toContain(
      `POST /api/activity/${CURRENT}/approve-open/BOARD_MEETING?version=3 {"approve_report":true}`,
    );
    // The queue was asked with the list's filter, untouched, and our page.
    expect(await requests()).toContain(
      'GET /api/cpe-activity/03/list?month=03&status=WAITING&zone=4&page=1&per_page=100',
    );
  });

  it('keeps bulk approval off, with why, when rules flagged the report or the flags are not known yet', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBar(true);
    const approveAll = await screen.findByRole('button', {
      name: 'Approve all open lines and approve report',
    });
    expect(screen.getByText(/decide them line by line/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((approveAll as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('a');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();

    renderBar(undefined);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(
      (screen.getByRole('button', { name: 'Approve all open lines and approve report' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByText(/decide them line by line/)).toBeNull();
    expect((await requests()).some((r) => r.includes('approve-open'))).toBe(false);
  });
});
