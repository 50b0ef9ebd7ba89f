import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DecisionPanel } from './decision-panel';
import { PointsPanel } from './points-panel';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const ID = '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A point line as the server answers it. */
const line = (id: number, title: string, status: string, total = 5) => ({
  id,
  key: `k${id}`,
  items: { title },
  comment: `why ${id}`,
  cr_points: total,
  dr_points: 0,
  total_points: total,
  status,
  reject_comments: status === 'REJECTED' ? 'Not shown' : null,
});

/** A fetch call's request, however the client made it. */
const asRequest = (input: RequestInfo | URL | undefined, init?: RequestInit) =>
  input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);

/** The requests made, as 'METHOD path' with their JSON bodies. */
async function requests() {
  return Promise.all(
    fetchMock.mock.calls.map(async ([input, init]) => {
      const request = asRequest(input, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      const url = new URL(request.url);
      return `${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`;
    }),
  );
}

/**
 * Serves the points of a report in `status` and its duplicate-claim `flags` (none by default), and
 * answers every decision with `decision`.
 */
function serve(
  status: string,
  lines: unknown[],
  decision = json({ status_code: 200, message: 'ok' }),
  flags: unknown[] = [],
) {
  fetchMock.mockImplementation((input, init) => {
    const request = asRequest(input, init);
    const path = new URL(request.url).pathname;
    if (path.endsWith('/duplicate-claims/BOARD_MEETING'))
      return Promise.resolve(json({ status_code: 200, data: { flags } }));
    if (path.endsWith('/point-calculation/BOARD_MEETING'))
      return Promise.resolve(json({ status_code: 200, message: 'success' }));
    if (path.endsWith('/points/BOARD_MEETING'))
      return Promise.resolve(
        json({ status_code: 200, data: { points: lines, status, comments: null, total: 10, version: 3 } }),
      );
    return Promise.resolve(decision.clone());
  });
}

function renderWithClient(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

beforeEach(() => fetchMock.mockReset());

describe('the points panel', () => {
  it('calculates, then shows the lines with why they count, and the evaluator’s allowed actions', async () => {
    serve('SUBMITTED', [
      line(1, 'Board meeting held', 'PENDING', 10),
      line(2, 'Photos attached', 'APPROVED'),
    ]);
    renderWithClient(<PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator />);
    await screen.findByText('Board meeting held');
    const pointRequests = (await requests()).filter((r) => !r.includes('/duplicate-claims/'));
    expect(pointRequests.slice(0, 2)).toEqual([
      `POST /api/activity/${ID}/point-calculation/BOARD_MEETING`,
      `GET /api/activity/${ID}/points/BOARD_MEETING`,
    ]);
    expect(screen.getByText('why 1')).toBeTruthy();
    for (const header of [
      'Description',
      'Plus Points',
      'Negative Points',
      'Total Points',
      'Status',
      'Action',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    // Approve shows only where the line is not approved yet; reject on both.
    expect(screen.getByRole('button', { name: 'Approve Board meeting held' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Photos attached' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject Photos attached' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('shows the evaluator the duplicate claims with links to the other claims, and nothing to other roles', async () => {
    const claim = {
      kind: 'activity',
      id: '1f0e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
      key: 'MONTHLY_MEETING',
      month: '08',
      lions_year: 2026,
      date: null,
      title: 'Monthly Meeting',
      status: 'APPROVED',
      club: { id: '2f0e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', name: 'Lions Club of Kandy' },
    };
    serve('SUBMITTED', [line(1, 'Board meeting held', 'PENDING', 10)], undefined, [
      { reason: 'same_file', field: 'photos', distance: null, claim },
      {
        reason: 'similar_photo',
        field: 'photos',
        distance: 2,
        claim: {
          ...claim,
          kind: 'project',
          id: '3f0e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
          key: null,
          month: null,
          lions_year: null,
          date: '2026-09-01',
          title: 'Eye camp',
        },
      },
    ]);
    const { unmount } = renderWithClient(
      <MemoryRouter>
        <PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Possible duplicate claims')).toBeTruthy();
    expect(screen.getByText('Same file')).toBeTruthy();
    expect(screen.getByText('Same photo, saved again (2 of 64 bits differ)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Monthly Meeting' }).getAttribute('href')).toBe(
      `/activities/monthly/view/${claim.id}/08/MONTHLY_MEETING`,
    );
    expect(screen.getByText(', Lions Club of Kandy, month 08 of 2026-27')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eye camp' }).getAttribute('href')).toBe(
      '/projects/info/3f0e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
    );
    unmount();
    fetchMock.mockClear();
    renderWithClient(
      <MemoryRouter>
        <PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator={false} />
      </MemoryRouter>,
    );
    await screen.findByText('Board meeting held');
    expect(screen.queryByText('Possible duplicate claims')).toBeNull();
    expect((await requests()).some((r) => r.includes('/duplicate-claims/'))).toBe(false);
  });

  it('rejects a line only with a comment, in the Reject Points dialog', async () => {
    serve('PENDING', [line(1, 'Board meeting held', 'PENDING', 10)]);
    const user = userEvent.setup();
    renderWithClient(<PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator />);
    await user.click(await screen.findByRole('button', { name: 'Reject Board meeting held' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Points' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Comment'), '   ');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Comment'), 'No attendance sheet');
    await user.click(confirm);
    await waitFor(async () =>
      expect(await requests()).toContain(
        `POST /api/activity/update-points {"id":1,"status":"REJECTED","reject_comments":"No attendance sheet","uuid":"${ID}","key":"BOARD_MEETING","version":3}`,
      ),
    );
  });

  it('shows no actions and no Refresh once the report is decided, nor to other roles', async () => {
    serve('APPROVED', [line(1, 'Board meeting held', 'APPROVED', 10)]);
    const { unmount } = renderWithClient(<PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator />);
    await screen.findByText('Board meeting held');
    expect(screen.queryByRole('button', { name: /Reject|Approve|Refresh/ })).toBeNull();
    unmount();
    serve('SUBMITTED', [line(1, 'Board meeting held', 'PENDING', 10)]);
    renderWithClient(<PointsPanel id={ID} activityKey="BOARD_MEETING" evaluator={false} />);
    await screen.findByText('Board meeting held');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reject|Approve|Refresh/ })).toBeNull();
  });
});

describe('the decision panel', () => {
  it('approves only with the tick, which clears the comment; rejects only with a comment and no tick', async () => {
    serve('PENDING', []);
    const user = userEvent.setup();
    renderWithClient(<DecisionPanel id={ID} activityKey="BOARD_MEETING" status="PENDING" evaluator />);
    const approve = screen.getByRole('button', { name: 'Approved' }) as HTMLButtonElement;
    const reject = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(reject.disabled).toBe(true);
    const comment = screen.getByLabelText('Reject comment') as HTMLTextAreaElement;
    await user.type(comment, 'Photos missing');
    expect(reject.disabled).toBe(false);
    await user.click(screen.getByLabelText('I confirmed and approve this activity'));
    expect(comment.value).toBe('');
    expect(reject.disabled).toBe(true);
    expect(approve.disabled).toBe(false);
    await user.click(approve);
    await waitFor(async () =>
      expect(await requests()).toContain(`POST /api/activity/${ID}/approve/BOARD_MEETING?version=3`),
    );
  });

  it('shows the refusal of a decision someone else took first', async () => {
    serve(
      'SUBMITTED',
      [],
      json({ status_code: 409, message: 'This activity has already been approved.' }, 409),
    );
    const user = userEvent.setup();
    renderWithClient(<DecisionPanel id={ID} activityKey="BOARD_MEETING" status="SUBMITTED" evaluator />);
    await user.type(screen.getByLabelText('Reject comment'), 'Late');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This activity has already been approved.',
    );
  });

  it('offers no controls on a decided report or to other roles', () => {
    serve('APPROVED', []);
    const { unmount } = renderWithClient(
      <DecisionPanel id={ID} activityKey="BOARD_MEETING" status="APPROVED" evaluator />,
    );
    expect(screen.queryByRole('button', { name: 'Approved' })).toBeNull();
    unmount();
    renderWithClient(
      <DecisionPanel id={ID} activityKey="BOARD_MEETING" status="SUBMITTED" evaluator={false} />,
    );
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
