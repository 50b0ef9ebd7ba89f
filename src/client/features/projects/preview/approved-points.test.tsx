import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toaster';
import { asRequest, json, projectUuid } from '../testing/project-fixtures';
import { ApprovedPoints, type ApprovedPointsReversing, type ProjectApprovedPoint } from './approved-points';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const UUID = projectUuid(7);
const HOST = { name: 'Lions Club of Colombo Host' };

/** A row of approved points (04:00 UTC is the same day in Colombo). */
function row(
  id: number,
  day: string,
  points: number,
  extra: Partial<ProjectApprovedPoint> = {},
): ProjectApprovedPoint {
  return {
    id,
    club: HOST,
    comment: null,
    points,
    kind: 'adjustment',
    created_at: `${day}T04:00:00.000Z`,
    reverses_id: null,
    reversed: false,
    ...extra,
  };
}

/**
 * The approval (50), an adjustment of -5 reversed by a later +5, and an adjustment of +10 still
 * standing: 60 in all.
 */
const ROWS: ProjectApprovedPoint[] = [
  row(1, '2026-09-01', 50, { kind: 'approval', comment: 'Approved' }),
  row(2, '2026-10-12', -5, { comment: 'Photos were late', reversed: true }),
  row(3, '2026-10-14', 5, { comment: 'The photos came in time', reverses_id: 2 }),
  row(4, '2026-10-20', 10, { comment: 'Newspaper coverage' }),
];

/** The bodies POSTed, as text. */
async function bodies(): Promise<string[]> {
  return Promise.all(
    fetchMock.mock.calls
      .map(([input, init]) => asRequest(input, init))
      .filter((r) => r.method === 'POST')
      .map((r) => r.clone().text()),
  );
}

function renderTable(reversing?: ApprovedPointsReversing, rows = ROWS, total = 60) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUBS_PERFORMANCE_EVALUATION');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApprovedPoints points={rows} total={total} reversing={reversing} />
    </QueryClientProvider>,
  );
}

/** The table's body rows, cell by cell. */
const cells = () =>
  [...screen.getByRole('table', { name: 'Approved points' }).querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

const EVALUATOR: ApprovedPointsReversing = { uuid: UUID, version: 9, reloading: false };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(json({ status_code: 200, message: 'The adjustment has been reversed' })),
  );
  vi.mocked(showToast).mockClear();
});

describe('Approved Points', () => {
  it('shows a reversed adjustment and the reversal naming it; no actions for anyone but the evaluator', () => {
    renderTable();
    expect(cells()).toEqual([
      ['01/09/2026', HOST.name, 'Approved', '50'],
      ['12/10/2026', HOST.name, 'Photos were lateReversed', '-5'],
      ['14/10/2026', HOST.name, 'The photos came in timeReverses the adjustment of 12/10/2026', '+5'],
      ['20/10/2026', HOST.name, 'Newspaper coverage', '+10'],
    ]);
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(within(screen.getByRole('table')).getByText('60').closest('tfoot')).toBeTruthy();
  });

  it('gives the evaluator Reverse on the adjustments that can still be reversed only', () => {
    renderTable(EVALUATOR);
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /^Reverse/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Reverse the adjustment of 20/10/2026 (+10)']);
  });

  it('has no Action column when nothing can be reversed', () => {
    renderTable(EVALUATOR, ROWS.slice(0, 3), 50);
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('reverses through a dialog that names the change, asks the reason, and sends the version', async () => {
    const user = userEvent.setup();
    renderTable(EVALUATOR);
    await user.click(screen.getByRole('button', { name: 'Reverse the adjustment of 20/10/2026 (+10)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse Adjustment' });
    expect(dialog.textContent).toContain(
      'The adjustment of 20/10/2026 (+10) is taken back by an adjustment of -10.',
    );
    expect(dialog.textContent).toContain('Newspaper coverage');
    expect(dialog.textContent).toContain('Approved points now: 60; after the reversal: 50');
    const confirm = within(dialog).getByRole('button', { name: 'Reverse' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'It was another club’s article');
    await user.click(confirm);
    await waitFor(async () =>
      expect(await bodies()).toEqual([
        '{"reverses":4,"comment":"It was another club’s article","version":9}',
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('The adjustment has been reversed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels without asking the server', async () => {
    const user = userEvent.setup();
    renderTable(EVALUATOR);
    await user.click(screen.getByRole('button', { name: /^Reverse the adjustment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse Adjustment' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bodies()).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ status_code: 409, message: 'This adjustment has already been reversed.' }, 409)),
    );
    renderTable(EVALUATOR);
    await user.click(screen.getByRole('button', { name: /^Reverse the adjustment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse Adjustment' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Double entry');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This adjustment has already been reversed.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('does not offer a reversal that would take the approved points below zero', async () => {
    const user = userEvent.setup();
    const rows = [
      row(1, '2026-09-01', 20, { kind: 'approval' }),
      row(2, '2026-10-12', 30, { comment: 'Award' }),
      row(3, '2026-10-13', -45, { comment: 'Not a project' }),
    ];
    renderTable(EVALUATOR, rows, 5);
    await user.click(screen.getByRole('button', { name: 'Reverse the adjustment of 12/10/2026 (+30)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse Adjustment' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Reversing this adjustment would take the approved points below zero.',
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'No award');
    expect(within(dialog).getByRole('button', { name: 'Reverse' }).hasAttribute('disabled')).toBe(true);
  });

  it('holds Reverse while the project reloads', () => {
    renderTable({ ...EVALUATOR, reloading: true });
    expect(screen.getByRole('button', { name: /^Reverse the adjustment/ }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
