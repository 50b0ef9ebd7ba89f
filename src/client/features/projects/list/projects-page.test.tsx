import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_STATUSES } from '../../../../shared/machines';
import { showToast } from '../../../lib/toaster';
import { asRequest, json, KANDY, listItem, pageOf } from '../testing/project-fixtures';
import { ProjectsPage } from './projects-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';

/** Every request so far, as 'METHOD path?query' (the path decoded, as the server reads it). */
function requested(): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = asRequest(input, init);
    const url = new URL(request.url);
    return `${request.method} ${decodeURIComponent(url.pathname)}${url.search}`;
  });
}

interface ServeOptions {
  /** Answers the list with this failure instead. */
  failure?: { status: number; body: unknown };
  /** Answers the delete with this failure instead. */
  deleteFailure?: { status: number; body: unknown };
}

/**
 * A server holding `projects`: the list filters by code, title or club and pages by 10; a delete
 * removes the project, so the reload shows it gone.
 */
function serve(projects: ReturnType<typeof listItem>[], options: ServeOptions = {}) {
  const held = [...projects];
  fetchMock.mockImplementation(async (input, init) => {
    const request = asRequest(input, init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const list = /^\/api\/service-project\/list\/se=(.*)$/.exec(path);
    if (list && request.method === 'GET') {
      if (options.failure) return json(options.failure.body, options.failure.status);
      const search = list[1]!.toLowerCase();
      const found = held.filter((p) =>
        [p.project_code, p.project_title ?? '', p.club.name].some((t) => t.toLowerCase().includes(search)),
      );
      return json(pageOf(found, Number(url.searchParams.get('page') ?? '1')));
    }
    const remove = /^\/api\/service-project\/([^/]+)\/delete$/.exec(path);
    if (remove && request.method === 'DELETE') {
      if (options.deleteFailure) return json(options.deleteFailure.body, options.deleteFailure.status);
      held.splice(
        held.findIndex((p) => p.uuid === remove[1]),
        1,
      );
      return json({ status_code: 200, message: 'Project has been deleted' });
    }
    return json({ message: 'Not found' }, 404);
  });
}

/** Signs in as a role, optionally with a stored page marker and wizard place, and opens the list. */
function renderAs(role: string, { page }: { page?: string } = {}) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  if (page) localStorage.setItem('project_page', page);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProjectsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The table's rows, each as its cells' text. */
function rows(): string[][] {
  const table = screen.getByRole('table', { name: 'Service projects' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The status chip of a row, by its project code. */
function chipOf(code: string): HTMLElement {
  return screen.getByText(code).closest('tr')!.querySelector('.cms-project-status') as HTMLElement;
}

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ProjectsPage', () => {
  it('lists code, title, club, status chip, type and DD/MM/YYYY date, with the server-given actions', async () => {
    serve([
      listItem(1, { status: 'PENDING', actions: { can_edit: true, can_delete: true, can_review: false } }),
      listItem(2, {
        club: KANDY,
        status: 'SUBMITTED',
        project_type: 'RP',
        date: '2027-01-05',
        actions: { can_edit: false, can_delete: true, can_review: true },
      }),
      listItem(3, { status: 'APPROVED', project_type: null, date: null }),
    ]);
    renderAs(EVALUATOR);

    expect(await screen.findByText('GP-2026-0001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Service Projects' })).toBeTruthy();
    expect(rows()).toEqual([
      ['GP-2026-0001', 'Project 1', 'Lions Club of Colombo Host', 'Pending', 'General (GP)', '15/08/2026'],
      ['GP-2026-0002', 'Project 2', 'Lions Club of Kandy', 'Submitted', 'Region (RP)', '05/01/2027'],
      ['GP-2026-0003', 'Project 3', 'Lions Club of Colombo Host', 'Approved', '', ''],
    ]);
    expect(requested()).toEqual(['GET /api/service-project/list/se=?page=1']);
    expect((fetchMock.mock.calls[0]![0] as Request).headers.get('role')).toBe(EVALUATOR);

    const uuid = (n: number) => listItem(n).uuid;
    expect(link('View GP-2026-0001')).toBe(`/projects/info/${uuid(1)}`);
    expect(link('Edit GP-2026-0001')).toBe(`/projects/edit/1/${uuid(1)}`);
    expect(screen.getByRole('button', { name: 'Delete GP-2026-0001' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review GP-2026-0001' })).toBeNull();

    expect(screen.queryByRole('link', { name: 'Edit GP-2026-0002' })).toBeNull();
    expect(link('Review GP-2026-0002')).toBe(`/projects/info/${uuid(2)}`);
    expect(screen.getByRole('link', { name: 'Review GP-2026-0002' }).textContent).toBe('Review');

    // Without actions, only the view link.
    expect(link('View GP-2026-0003')).toBe(`/projects/info/${uuid(3)}`);
    expect(screen.queryByRole('link', { name: 'Edit GP-2026-0003' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete GP-2026-0003' })).toBeNull();
  });

  it("says under a project's title why it was sent back, while it waits in PENDING", async () => {
    const reason = 'Attach the bills for the saplings, then submit again.';
    serve([
      listItem(1, {
        status: 'PENDING',
        sent_back: {
          comment: reason,
          role: 'ZONE_CHAIRPERSON',
          member: null,
          created_at: '2026-08-20T04:00:00.000Z',
          returns_to: 'ZONE_CHAIRPERSON',
        },
      }),
      listItem(2, { status: 'SUBMITTED' }),
    ]);
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('GP-2026-0001');
    const first = screen.getByText('GP-2026-0001').closest('tr')!;
    expect(within(first).getByText(`Sent back: ${reason}`)).toBeTruthy();
    const second = screen.getByText('GP-2026-0002').closest('tr')!;
    expect(within(second).queryByText(/Sent back/)).toBeNull();
  });

  it('gives every status its label and a colour no other status has', async () => {
    serve(PROJECT_STATUSES.map((status, i) => listItem(i + 1, { status })));
    renderAs(EVALUATOR);
    await screen.findByText('GP-2026-0001');
    const chips = PROJECT_STATUSES.map((_, i) => chipOf(`GP-2026-000${i + 1}`));
    expect(chips.map((c) => c.textContent)).toEqual([
      'Draft',
      'Pending',
      'Submitted',
      'Project Chairman Reviewed',
      'Club President/Secretary Reviewed',
      'Zone Chairperson Reviewed',
      'Region CPE/Chairperson Reviewed',
      'Region GST Reviewed',
      'Approved',
    ]);
    const colours = chips.map((c) => c.style.backgroundColor);
    expect(colours.every((c) => c !== '')).toBe(true);
    expect(new Set(colours).size).toBe(PROJECT_STATUSES.length);
    expect(chipOf('GP-2026-0009').className).toContain('bp6-intent-success');
  });

  it("shows a draft's code, which it takes only at its first submission, as a muted Draft", async () => {
    const user = userEvent.setup();
    const draft = listItem(4, {
      project_code: '',
      project_title: 'Eye camp',
      actions: { can_edit: true, can_delete: true, can_review: false },
    });
    serve([listItem(1, { status: 'SUBMITTED' }), draft]);
    renderAs(EVALUATOR);
    const row = (await screen.findByText('Eye camp')).closest('tr')!;
    const code = row.querySelector('.cms-project-table__code')!;
    expect(code.textContent).toBe('Draft');
    expect(code.querySelector('.bp6-text-muted')?.getAttribute('title')).toBe(
      'A project takes its code when it is first submitted.',
    );
    expect(chipOf('GP-2026-0001').textContent).toBe('Submitted');
    // Its buttons are named by its title, having no code to tell the rows apart.
    expect(link('View Eye camp')).toBe(`/projects/info/${draft.uuid}`);
    expect(link('Edit Eye camp')).toBe(`/projects/edit/1/${draft.uuid}`);
    await user.click(screen.getByRole('button', { name: 'Delete Eye camp' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    expect(within(dialog).getByText(/Do you want to delete the project/).textContent).toBe(
      'Do you want to delete the project Eye camp? Its committee, contributions, participants, documents and points are deleted with it.',
    );
  });

  it('searches once, 500 ms after typing stops, from page 1', async () => {
    serve([listItem(1), listItem(2, { club: KANDY, project_title: 'Kandy lake clean-up' })]);
    renderAs(EVALUATOR, { page: '1' });
    await screen.findByText('GP-2026-0002');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search projects' });
    for (const text of ['k', 'ka', 'kan', 'kand', 'kandy']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    // Still typing: nothing sent yet.
    expect(requested()).toEqual(['GET /api/service-project/list/se=?page=1']);
    await act(() => vi.advanceTimersByTimeAsync(500));
    // The query's own notifications run on timers too: let them out before real time resumes.
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();

    await waitFor(() => expect(screen.queryByText('GP-2026-0001')).toBeNull());
    expect(rows().map((r) => r[0])).toEqual(['GP-2026-0002']);
    expect(requested()).toEqual([
      'GET /api/service-project/list/se=?page=1',
      'GET /api/service-project/list/se=kandy?page=1',
    ]);
  });

  it('pages by meta.last_page, remembers the page as project_page and reopens on it', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => listItem(i + 1));
    serve(many);
    renderAs(EVALUATOR);
    await screen.findByText('GP-2026-0001');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('GP-2026-0011')).toBeTruthy();
    expect(localStorage.getItem('project_page')).toBe('2');
    expect(requested()).toContain('GET /api/service-project/list/se=?page=2');
  });

  it('reopens on the stored page, and moves to the last page when it is past the end', async () => {
    serve(Array.from({ length: 15 }, (_, i) => listItem(i + 1)));
    renderAs(EVALUATOR, { page: '4' });
    expect(await screen.findByText('GP-2026-0011')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(localStorage.getItem('project_page')).toBe('2');
    expect(requested()).toEqual([
      'GET /api/service-project/list/se=?page=4',
      'GET /api/service-project/list/se=?page=2',
    ]);
  });

  it('offers Create New Project to the create roles only', async () => {
    serve([]);
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('No service projects found.');
    expect(link('Create New Project')).toBe('/projects/create');
  });

  it.each(['CLUB_MEMBER', 'ZONE_CHAIRPERSON', 'DISTRICT_GOVERNOR'])(
    'offers %s no create button',
    async (role) => {
      serve([]);
      renderAs(role);
      await screen.findByText('No service projects found.');
      expect(screen.queryByRole('link', { name: 'Create New Project' })).toBeNull();
      // Every role that sees the list may be waiting on a review: the queue is one click away.
      expect(link('Review Projects')).toBe('/review/projects');
    },
  );

  it("forgets the wizard's stored step and project on arrival", () => {
    serve([]);
    localStorage.setItem('project_step', '3');
    localStorage.setItem('project_uuid', listItem(1).uuid);
    renderAs('CLUB_PRESIDENT');
    expect(localStorage.getItem('project_step')).toBeNull();
    expect(localStorage.getItem('project_uuid')).toBeNull();
  });

  it('asks before deleting; Cancel keeps it, Delete removes it, toasts and reloads', async () => {
    const user = userEvent.setup();
    const doomed = listItem(2, { actions: { can_edit: false, can_delete: true, can_review: false } });
    serve([listItem(1), doomed]);
    renderAs(EVALUATOR);
    await user.click(await screen.findByRole('button', { name: 'Delete GP-2026-0002' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    expect(within(dialog).getByText(/Do you want to delete the project/).textContent).toContain(
      'GP-2026-0002',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requested().filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete GP-2026-0002' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('GP-2026-0002')).toBeNull());
    expect(showToast).toHaveBeenCalledWith('Project has been deleted successfully');
    expect(requested()).toEqual([
      'GET /api/service-project/list/se=?page=1',
      `DELETE /api/service-project/${doomed.uuid}/delete`,
      'GET /api/service-project/list/se=?page=1',
    ]);
  });

  it('shows a refused delete as a dismissible alert and keeps the row', async () => {
    const user = userEvent.setup();
    serve(
      [
        listItem(1, {
          status: 'APPROVED',
          actions: { can_edit: false, can_delete: true, can_review: false },
        }),
      ],
      {
        deleteFailure: {
          status: 409,
          body: { status_code: 409, message: 'This project has already been approved.' },
        },
      },
    );
    renderAs(EVALUATOR);
    await user.click(await screen.findByRole('button', { name: 'Delete GP-2026-0001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This project has already been approved.'),
    );
    expect(rows().map((r) => r[0])).toEqual(['GP-2026-0001']);
    expect(showToast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empties the list on a failed load and shows why', async () => {
    serve([listItem(1)], {
      failure: { status: 403, body: { status_code: 403, message: 'The role is not held today.' } },
    });
    renderAs(EVALUATOR);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The role is not held today.'),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No service projects found.')).toBeNull();
  });
});
