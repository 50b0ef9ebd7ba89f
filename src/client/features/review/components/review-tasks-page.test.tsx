import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toaster';
import { ReviewTasksPage } from './review-tasks-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';
const REGION_1 = { uuid: '5c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a', name: 'Region 1' };
const HOST = {
  uuid: '3f1d2c4b-5a69-4788-9abc-def012345678',
  name: 'Lions Club of Colombo Host',
  zone: { id: 1, name: 'Zone 1' },
  region: REGION_1,
};
const KANDY = {
  uuid: '7a2e9c1d-4b3f-4e6a-8d5c-0f1e2d3c4b5a',
  name: 'Lions Club of Kandy',
  zone: { id: 2, name: 'Zone 2' },
  region: REGION_1,
};

/** A report as the review list answers it. */
function report(n: number, key: string, activity: string, status: string, club = HOST, month = '03') {
  return {
    uuid: `9b2f4c1e-7a3d-4e5f-8a6b-${String(n).padStart(12, '0')}`,
    key,
    activity,
    name: activity,
    club,
    month,
    status,
    waiting: status === 'SUBMITTED' || status === 'PENDING',
    due_date: '2027-04-15',
    created_at: '2027-03-20T04:00:00.000Z',
    // The second report's photo is claimed by another report.
    flagged: n === 2,
  };
}

const MARCH = [
  report(1, 'BOARD_MEETING', 'Board Meeting', 'SUBMITTED'),
  report(2, 'TRAINING', 'Online Training', 'PENDING', KANDY),
  report(3, 'DISTRICT_DUES', 'District Dues', 'APPROVED'),
  report(4, 'AUDITED_ACCOUNTS', 'Audited Account', 'REJECTED', KANDY),
];

/** `count` reports, enough for several pages of 15. */
function many(count: number, month = '03') {
  return Array.from({ length: count }, (_, i) =>
    report(i + 1, 'CLUB_FUNDS_RASING', `Report ${i + 1}`, 'SUBMITTED', HOST, month),
  );
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Every request of the list and its deletes so far (not the filters' lookups), as 'METHOD path?query'. */
function requested(): string[] {
  return fetchMock.mock.calls
    .map(([input]) => {
      const request = input as Request;
      const url = new URL(request.url);
      return `${request.method} ${url.pathname}${url.search}`;
    })
    .filter((call) => !/ \/api\/(region|user\/role\/club-list)\//.test(call));
}

interface ServeOptions {
  /** Answers the list with this failure instead. */
  failure?: { status: number; body: unknown };
  /** Answers the delete with this failure instead. */
  deleteFailure?: { status: number; body: unknown };
  /** Holds the answer of this page until the returned release is called. */
  holdPage?: number;
}

/**
 * A server with the given reports by month: pages of 15 as the contract answers them, and deletes
 * that remove a report, so the reload shows it gone.
 */
function serve(reports: Record<string, ReturnType<typeof report>[]>, options: ServeOptions = {}) {
  // A copy: deletes change this server's reports, never the fixtures other tests read.
  const byMonth = Object.fromEntries(Object.entries(reports).map(([month, list]) => [month, [...list]]));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const list = /^\/api\/cpe-activity\/(\d\d)\/list$/.exec(url.pathname);
    if (list && request.method === 'GET') {
      if (options.failure) return json(options.failure.body, options.failure.status);
      const page = Number(url.searchParams.get('page') ?? '1');
      if (page === options.holdPage) await held;
      const all = byMonth[list[1]!] ?? [];
      const lastPage = Math.max(1, Math.ceil(all.length / 15));
      return json({
        status_code: 200,
        data: all.slice((page - 1) * 15, page * 15),
        meta: { current_page: page, last_page: lastPage, per_page: 15, total: all.length },
        last_page: lastPage,
      });
    }
    const remove = /^\/api\/activity\/([^/]+)\/delete\/([A-Z_]+)$/.exec(url.pathname);
    if (remove && request.method === 'DELETE') {
      if (options.deleteFailure) return json(options.deleteFailure.body, options.deleteFailure.status);
      for (const reports of Object.values(byMonth)) {
        const at = reports.findIndex((r) => r.uuid === remove[1]);
        if (at >= 0) reports.splice(at, 1);
      }
      return json({ status_code: 200, message: 'Activity has been deleted' });
    }
    return json({ message: 'Not found' }, 404);
  });
  return () => release();
}

/** The router's address, shown so a test can read what the page keeps in it. */
function ShownAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Signs in as a role, optionally with a stored month and page marker, and opens the list. */
function renderAs(
  role: string,
  { month, page, path = '/cpe-activities/monthly' }: { month?: string; page?: string; path?: string } = {},
) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  if (month) localStorage.setItem('month', month);
  if (page) localStorage.setItem('cp_activity_page', page);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ReviewTasksPage />
        <ShownAddress />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The rows of the list, each as [activity, club, chip, due date]. */
function rows() {
  return within(screen.getByRole('list', { name: 'Review tasks' }))
    .getAllByRole('listitem')
    .map((li) => [
      li.querySelector('.cms-review-row__name')?.textContent,
      li.querySelector('.cms-review-row__club')?.textContent,
      li.querySelector('.cms-review-status')?.textContent,
      li.querySelector('.cms-review-row__due')?.textContent,
    ]);
}

/** The chip of a row, by its activity name. */
/** Matches an activity's name in a row (the activity filter lists the same names). */
const ROW_NAME = { selector: '.cms-review-row__name' };

function chipOf(activity: string): HTMLElement {
  const row = screen.getByText(activity, ROW_NAME).closest('li')!;
  return row.querySelector('.cms-review-status') as HTMLElement;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ReviewTasksPage', () => {
  it("lists the month's reports of every club with chips, due dates and view links", async () => {
    serve({ '03': MARCH });
    renderAs(EVALUATOR, { month: '03' });

    expect(await screen.findByText('Board Meeting', ROW_NAME)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cpe Review Tasks' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Board Meeting', HOST.name, 'Submitted', 'Due 15/04/2027'],
      ['Online Training', KANDY.name, 'Pending', 'Due 15/04/2027'],
      ['District Dues', HOST.name, 'Approved', 'Due 15/04/2027'],
      ['Audited Account', KANDY.name, 'Rejected', 'Due 15/04/2027'],
    ]);
    expect(requested()).toEqual(['GET /api/cpe-activity/03/list?page=1']);
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get('role')).toBe(EVALUATOR);

    const link = screen.getByRole('link', { name: `View Online Training, ${KANDY.name}` });
    expect(link.getAttribute('href')).toBe(`/activities/monthly/view/${MARCH[1]!.uuid}/03/TRAINING?month=03`);
    // The evaluator may delete every report.
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(4);
  });

  it('shows PENDING red in this list, SUBMITTED blue and APPROVED green', async () => {
    serve({ '03': MARCH });
    renderAs(EVALUATOR, { month: '03' });
    await screen.findByText('Online Training', ROW_NAME);
    expect(chipOf('Online Training').className).toContain('bp6-intent-danger');
    expect(chipOf('Audited Account').className).toContain('bp6-intent-danger');
    expect(chipOf('Board Meeting').className).toContain('bp6-intent-primary');
    expect(chipOf('District Dues').className).toContain('bp6-intent-success');
  });

  it('tags the rows with a possible duplicate claim, and only those', async () => {
    serve({ '03': MARCH });
    renderAs(EVALUATOR, { month: '03' });
    await screen.findByText('Online Training', ROW_NAME);
    const tags = screen.getAllByText('Possible duplicate claim');
    expect(tags).toHaveLength(1);
    expect(tags[0]!.closest('.cms-review-row')?.textContent).toContain('Online Training');
  });

  it('defaults to the current month in Colombo, and stores another month and reloads it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-02-28T19:00:00Z')); // already 1 March in Colombo
    serve({ '03': MARCH, '04': [] });
    renderAs(EVALUATOR);

    await screen.findByText('Board Meeting', ROW_NAME);
    const month = screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    expect(month.value).toBe('03');
    expect([...month.options].map((o) => o.text)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);

    fireEvent.change(month, { target: { value: '04' } });
    expect(await screen.findByText('Activity not found!')).toBeTruthy();
    expect(screen.queryByText('Board Meeting', ROW_NAME)).toBeNull();
    expect(localStorage.getItem('month')).toBe('04');
    expect(requested()).toEqual([
      'GET /api/cpe-activity/03/list?page=1',
      'GET /api/cpe-activity/04/list?page=1',
    ]);
  });

  it('hides the pager with one page', async () => {
    serve({ '03': many(15) });
    renderAs(EVALUATOR, { month: '03' });
    await screen.findByText('Report 15');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('pages with Previous and Next: Previous off on page 1 and while loading, Next off on the last page', async () => {
    const user = userEvent.setup();
    const release = serve({ '03': many(31) }, { holdPage: 2 });
    renderAs(EVALUATOR, { month: '03' });

    await screen.findByText('Report 1');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);

    await user.click(button('Next'));
    // Page 2 is on its way: page 1 stays on screen and Previous waits.
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(screen.getByText('Report 1')).toBeTruthy();
    release();
    expect(await screen.findByText('Report 16')).toBeTruthy();
    expect(button('Previous').disabled).toBe(false);
    expect(localStorage.getItem('cp_activity_page')).toBe('2');

    await user.click(button('Next'));
    expect(await screen.findByText('Report 31')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(button('Next').disabled).toBe(true);

    await user.click(button('Previous'));
    expect(await screen.findByText('Report 16')).toBeTruthy();
    expect(new Set(requested())).toEqual(
      new Set([1, 2, 3].map((page) => `GET /api/cpe-activity/03/list?page=${page}`)),
    );
  });

  it('reopens on the stored page, and starts from page 1 in another month', async () => {
    serve({ '03': many(31), '04': many(20, '04') });
    renderAs(EVALUATOR, { month: '03', page: '2' });
    expect(await screen.findByText('Report 16')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '04' } });
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeTruthy());
    expect(localStorage.getItem('cp_activity_page')).toBe('1');
    expect(requested()).toEqual([
      'GET /api/cpe-activity/03/list?page=2',
      'GET /api/cpe-activity/04/list?page=1',
    ]);
  });

  it('moves to the last page when the stored page is past the end', async () => {
    serve({ '03': many(20) });
    renderAs(EVALUATOR, { month: '03', page: '5' });
    expect(await screen.findByText('Report 16')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(localStorage.getItem('cp_activity_page')).toBe('2');
  });

  it('asks before deleting, then deletes, toasts and reloads the list', async () => {
    const user = userEvent.setup();
    serve({ '03': MARCH });
    renderAs(EVALUATOR, { month: '03' });
    await screen.findByText('District Dues', ROW_NAME);

    await user.click(screen.getByRole('button', { name: `Delete District Dues, ${HOST.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Activity' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Do you want to delete this activity?')).toBeTruthy();

    // Cancel deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requested().filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete District Dues, ${HOST.name}` }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Activity' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('District Dues', ROW_NAME)).toBeNull());
    expect(showToast).toHaveBeenCalledWith('Activity has been deleted successfully');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rows()).toHaveLength(3);
    expect(requested()).toEqual([
      'GET /api/cpe-activity/03/list?page=1',
      `DELETE /api/activity/${MARCH[2]!.uuid}/delete/DISTRICT_DUES`,
      'GET /api/cpe-activity/03/list?page=1',
    ]);
  });

  it('shows a refused delete as a dismissible alert and keeps the row', async () => {
    const user = userEvent.setup();
    serve(
      { '03': MARCH },
      { deleteFailure: { status: 403, body: { status_code: 403, message: 'You may not delete it.' } } },
    );
    renderAs(EVALUATOR, { month: '03' });
    await user.click(await screen.findByRole('button', { name: `Delete Board Meeting, ${HOST.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Activity' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You may not delete it.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Board Meeting', ROW_NAME)).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers another role the delete button on REJECTED reports only', async () => {
    serve({ '03': MARCH });
    renderAs('CLUB_PRESIDENT', { month: '03' });
    await screen.findByText('Audited Account', ROW_NAME);
    expect(
      screen.getAllByRole('button', { name: /^Delete / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Delete Audited Account, ${KANDY.name}`]);
    expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(4);
  });

  it("shows 'Activity not found!' for a month without reports", async () => {
    serve({});
    renderAs(EVALUATOR, { month: '05' });
    expect(await screen.findByText('Activity not found!')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Review tasks' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a failed load as a dismissible alert and no rows', async () => {
    serve(
      {},
      { failure: { status: 403, body: { status_code: 403, message: 'The role is not held today.' } } },
    );
    renderAs(EVALUATOR, { month: '03' });

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The role is not held today.'),
    );
    expect(screen.queryByRole('list', { name: 'Review tasks' })).toBeNull();
    expect(screen.queryByText('Activity not found!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the month and filters in the address, asks the list for them and carries them to each report', async () => {
    serve({ '03': MARCH });
    renderAs(EVALUATOR, { path: '/cpe-activities/monthly?status=WAITING&month=03&type=TRAINING' });
    await screen.findByText('Online Training', ROW_NAME);
    // The address is rewritten in the list's order; the API gets the same names (the month in its path).
    expect(screen.getByTestId('address').textContent).toBe(
      '/cpe-activities/monthly?month=03&status=WAITING&type=TRAINING',
    );
    expect(requested()).toEqual(['GET /api/cpe-activity/03/list?status=WAITING&type=TRAINING&page=1']);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('WAITING');
    expect((screen.getByRole('combobox', { name: 'Activity' }) as HTMLSelectElement).value).toBe('TRAINING');
    const link = screen.getByRole('link', { name: `View Online Training, ${KANDY.name}` });
    expect(link.getAttribute('href')).toBe(
      `/activities/monthly/view/${MARCH[1]!.uuid}/03/TRAINING?month=03&status=WAITING&type=TRAINING`,
    );
    // Each row names its club's zone and region.
    expect(link.closest('li')!.querySelector('.cms-review-row__zone')!.textContent).toBe('Zone 2, Region 1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'APPROVED' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/cpe-activities/monthly?month=03&status=APPROVED&type=TRAINING',
      ),
    );
    await waitFor(() =>
      expect(requested()).toContain('GET /api/cpe-activity/03/list?status=APPROVED&type=TRAINING&page=1'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/cpe-activities/monthly?month=03'),
    );
  });

  it('opens the menu’s address on the stored month and writes it into the address', async () => {
    serve({ '03': MARCH });
    renderAs(EVALUATOR, { month: '03' });
    await screen.findByText('Board Meeting', ROW_NAME);
    expect(screen.getByTestId('address').textContent).toBe('/cpe-activities/monthly?month=03');
  });
});
