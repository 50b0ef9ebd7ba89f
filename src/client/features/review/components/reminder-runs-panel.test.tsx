import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReminderRunsPanel } from './reminder-runs-panel';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const META = { current_page: 1, last_page: 1, per_page: 15, total: 1 };
const RUN = {
  id: 7,
  day: '2026-11-13',
  started_at: '2026-11-13T00:30:00.000Z',
  finished_at: '2026-11-13T00:30:02.000Z',
  outcome: 'done',
  sent: 1,
  opted_out: 2,
  detail: null,
};
const SEND = {
  id: 1,
  club: { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' },
  member: 'Dilani Fernando',
  role: 'CLUB_PRESIDENT',
  activity_key: 'BOARD_MEETING',
  month: '10',
  lions_year: 2026,
  due_date: '2026-11-15',
  language: 'si',
  sent_at: '2026-11-13T00:30:01.000Z',
};

/** Answers the panel's two calls by path. */
function answer(input: RequestInfo | URL): Promise<Response> {
  const path = new URL((input as Request).url).pathname;
  const body = path === '/api/reminder/runs' ? [RUN] : [SEND];
  return Promise.resolve(
    new Response(JSON.stringify({ status_code: 200, data: body, meta: META }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(answer);
  localStorage.setItem('access_token', 'token');
});

describe("the evaluator's SMS reminders panel", () => {
  it("loads nothing until opened, then lists the runs and a run's SMS", async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReminderRunsPanel />
      </QueryClientProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show runs' }));
    const runs = await screen.findByRole('table', { name: 'Reminder runs' });
    expect(within(runs).getByText('13/11/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show SMS' }));
    const sends = await screen.findByRole('table', { name: 'SMS of the run' });
    expect(within(sends).getByText('Dilani Fernando (Club President)')).toBeTruthy();
    expect(within(sends).getByText('15/11/2026')).toBeTruthy();
    // The report by its name, as the officer's SMS and forms name it, not its code.
    expect(within(sends).getByText(/^Board Meeting \d\d$/)).toBeTruthy();
    const last = new URL((fetchMock.mock.calls.at(-1)![0] as Request).url);
    expect(last.pathname).toBe('/api/reminder/sends');
    expect(last.searchParams.get('run')).toBe('7');
  });
});
