import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toaster';
import { MonthlyTasksPage } from './monthly-tasks-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const CLUB = { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' };
const REPORT = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b';

/** A list row as the server answers it. */
function item(key: string, activity: string, status: string | null, due: string) {
  return {
    uuid: status ? `${REPORT.slice(0, -2)}${key.length}0` : null,
    key,
    activity,
    name: activity,
    due_date: due,
    status,
    created_at: status ? '2026-08-03T04:00:00.000Z' : null,
  };
}

const AUGUST = [
  item('BOARD_MEETING', 'Board Meeting', null, '2026-09-15'),
  item('MONTHLY_MEETING', 'Monthly Meeting', 'SUBMITTED', '2026-09-15'),
  item('TRAINING', 'Online Training', 'PENDING', '2026-09-10'),
  item('DISTRICT_DUES', 'District Dues', 'APPROVED', '2026-09-30'),
  item('AUDITED_ACCOUNTS', 'Audited Account', 'REJECTED', '2026-09-30'),
];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The list requests made so far, as URL paths (the club's due reports, asked beside, left out). */
function requested(): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname)
    .filter((path) => !path.startsWith('/api/activity/due/'));
}

/** The server's today the due reports answer (issue 28): 20 November, so December to June have not begun. */
const SERVER_TODAY = '2026-11-20';

/** Answers the list by month (`lists`), and the club search with the one club. */
function serve(lists: Record<string, unknown[]>, failure?: { status: number; body: unknown }) {
  fetchMock.mockImplementation((input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname;
    const list = /^\/api\/activity\/(\d\d)\/list\/([^/]+)$/.exec(path);
    if (list) {
      if (failure) return Promise.resolve(json(failure.body, failure.status));
      return Promise.resolve(json(lists[list[1]!] ?? []));
    }
    if (path.startsWith('/api/activity/due/')) {
      return Promise.resolve(json({ data: { today: SERVER_TODAY, due: [], sent_back: [] } }));
    }
    if (path.startsWith('/api/user/role/club-list/')) {
      return Promise.resolve(json({ status_code: 200, data: [CLUB] }));
    }
    return Promise.resolve(json({ message: 'Not found' }, 404));
  });
}

/** Signs in as a role (with a club for officers, or a chosen one), optionally with a stored month. */
function renderAs(role: string, { club, month }: { club?: typeof CLUB; month?: string } = {}) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  if (club) {
    localStorage.setItem('club_id', club.uuid);
    localStorage.setItem('club_name', club.name);
  }
  if (month) localStorage.setItem('month', month);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MonthlyTasksPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The rows of the list, each as [name, chip, due date]. */
function rows() {
  return within(screen.getByRole('list', { name: 'Activities' }))
    .getAllByRole('listitem')
    .map((li) => [
      li.querySelector('.cms-activity-row__name')?.textContent,
      li.querySelector('.cms-activity-status')?.textContent,
      // The due date without its overdue or due-soon mark (see `marks`).
      li
        .querySelector('.cms-activity-row__due')
        ?.textContent?.replace(li.querySelector('.cms-activity-row__mark')?.textContent ?? '', ''),
    ]);
}

/** Each row's overdue or due-soon mark ('' when none). */
function marks() {
  return within(screen.getByRole('list', { name: 'Activities' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.cms-activity-row__mark')?.textContent ?? '');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MonthlyTasksPage', () => {
  it("shows a club officer their club's activities with chips and due dates, and links by status", async () => {
    serve({ '08': AUGUST });
    renderAs('CLUB_PRESIDENT', { club: CLUB, month: '08' });

    expect(await screen.findByText('Board Meeting')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Monthly Tasks' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Board Meeting', 'Not Submitted', 'Due 15/09/2026'],
      ['Monthly Meeting', 'Submitted', 'Due 15/09/2026'],
      ['Online Training', 'Pending', 'Due 10/09/2026'],
      ['District Dues', 'Approved', 'Due 30/09/2026'],
      ['Audited Account', 'Rejected', 'Due 30/09/2026'],
    ]);
    // The unfiled report, past its due date, is marked; filed ones are not, whatever their dates.
    expect(marks()).toEqual(['Overdue', '', '', '', '']);
    // The club is fixed to the officer's own, and the list asked for it with the session headers.
    const club = screen.getByRole('textbox', { name: 'Club' }) as HTMLInputElement;
    expect(club.value).toBe(CLUB.name);
    expect(club.readOnly).toBe(true);
    expect(requested()).toEqual([`/api/activity/08/list/${CLUB.uuid}`]);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.headers.get('role')).toBe('CLUB_PRESIDENT');
    expect(request.headers.get('club')).toBe(CLUB.uuid);

    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs[0]).toBe('/activities/monthly/add/08/BOARD_MEETING');
    for (const [i, key] of ['MONTHLY_MEETING', 'TRAINING', 'DISTRICT_DUES', 'AUDITED_ACCOUNTS'].entries()) {
      expect(hrefs[i + 1]).toBe(`/activities/monthly/view/${AUGUST[i + 1]!.uuid}/08/${key}`);
    }
  });

  it("shows 'Activity not found!' for an empty month, and reloads and stores another month", async () => {
    serve({ '08': [], '07': AUGUST.slice(0, 1) });
    renderAs('CLUB_SECRETARY', { club: CLUB, month: '08' });

    expect(await screen.findByText('Activity not found!')).toBeTruthy();
    const month = screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
    expect(month.value).toBe('08');
    expect([...month.options].map((o) => [o.value, o.text])[0]).toEqual(['01', 'January']);

    fireEvent.change(month, { target: { value: '07' } });
    expect(await screen.findByText('Board Meeting')).toBeTruthy();
    expect(screen.queryByText('Activity not found!')).toBeNull();
    expect(localStorage.getItem('month')).toBe('07');
    expect(requested()).toEqual([`/api/activity/08/list/${CLUB.uuid}`, `/api/activity/07/list/${CLUB.uuid}`]);
    expect(screen.getByRole('link', { name: /Board Meeting/ }).getAttribute('href')).toBe(
      '/activities/monthly/add/07/BOARD_MEETING',
    );
  });

  it("offers no month that has not begun by the server's today (issue 28)", async () => {
    serve({});
    renderAs('CLUB_PRESIDENT', { club: CLUB, month: '08' });
    const month = (await screen.findByRole('combobox', { name: 'Month' })) as HTMLSelectElement;
    await waitFor(() =>
      expect(month.querySelector('option[value="12"]')!.hasAttribute('disabled')).toBe(true),
    );
    const disabled = [...month.options].filter((o) => o.disabled).map((o) => o.value);
    expect(disabled).toEqual(['01', '02', '03', '04', '05', '06', '12']);
  });

  it('defaults to the current month in Colombo when none is stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-31T19:00:00Z')); // already 1 November in Colombo
    serve({});
    renderAs('CLUB_PRESIDENT', { club: CLUB });
    expect(await screen.findByText('Activity not found!')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('11');
    expect(requested()).toEqual([`/api/activity/11/list/${CLUB.uuid}`]);
  });

  it('asks a district role to choose a club first, then lists the chosen club', async () => {
    const user = userEvent.setup();
    serve({ '08': AUGUST });
    renderAs('DISTRICT_GOVERNOR', { month: '08' });

    expect(screen.getByText('Choose a club to see its activities.')).toBeTruthy();
    const club = screen.getByRole('combobox', { name: 'Club' });
    await user.click(club);
    const option = await screen.findByRole('option', { name: CLUB.name });
    await user.click(within(option).getByText(CLUB.name));

    expect(await screen.findByText('Board Meeting')).toBeTruthy();
    expect(localStorage.getItem('club_id')).toBe(CLUB.uuid);
    expect(requested()).toContain(`/api/activity/08/list/${CLUB.uuid}`);
    // Read-only: filed reports open their view; unfiled ones are neither links nor buttons.
    const list = screen.getByRole('list', { name: 'Activities' });
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(within(list).queryByRole('link', { name: /Board Meeting/ })).toBeNull();
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
  });

  it('stops the evaluator outside the edit window with the snackbar, and opens PENDING reports for review', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-15T06:00:00Z')); // March: before the 05 boundary
    serve({ '01': AUGUST, '03': AUGUST });
    renderAs('CLUBS_PERFORMANCE_EVALUATION', { club: CLUB, month: '01' });

    await screen.findByText('Board Meeting');
    const list = screen.getByRole('list', { name: 'Activities' });
    // Adding is refused for January: a button that explains, not a link; a PENDING report opens its view.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Board Meeting')]);
    expect(
      within(list)
        .getByRole('link', { name: /Online Training/ })
        .getAttribute('href'),
    ).toBe(`/activities/monthly/view/${AUGUST[2]!.uuid}/01/TRAINING`);
    fireEvent.click(within(list).getByRole('button', { name: /Board Meeting/ }));
    expect(showToast).toHaveBeenCalledWith('Previous or future months activities are disabled', 'warning');
    expect(
      within(list)
        .getByRole('link', { name: /Monthly Meeting/ })
        .getAttribute('href'),
    ).toBe(`/activities/monthly/view/${AUGUST[1]!.uuid}/01/MONTHLY_MEETING`);

    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '03' } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Online Training/ }).getAttribute('href')).toBe(
        `/activities/monthly/view/${AUGUST[2]!.uuid}/03/TRAINING`,
      ),
    );
    expect(screen.getByRole('link', { name: /Board Meeting/ }).getAttribute('href')).toBe(
      '/activities/monthly/add/03/BOARD_MEETING',
    );
  });

  it('shows a failed load as a dismissible alert and no rows', async () => {
    serve({}, { status: 403, body: { status_code: 403, message: 'The role is not held today.' } });
    renderAs('CLUB_PRESIDENT', { club: CLUB, month: '08' });

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The role is not held today.'),
    );
    expect(screen.queryByRole('list', { name: 'Activities' })).toBeNull();
    expect(screen.queryByText('Activity not found!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
