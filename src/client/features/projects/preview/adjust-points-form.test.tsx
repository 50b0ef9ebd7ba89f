import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toaster';
import { asRequest, json, projectUuid } from '../testing/project-fixtures';
import { AdjustPointsForm } from './adjust-points-form';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const UUID = projectUuid(7);

/** The bodies POSTed, as text. */
async function bodies(): Promise<string[]> {
  return Promise.all(
    fetchMock.mock.calls
      .map(([input, init]) => asRequest(input, init))
      .filter((r) => r.method === 'POST')
      .map((r) => r.clone().text()),
  );
}

/** The form of a project whose approved points are 52, at version 7, as the evaluator sees it. */
function renderForm(props: { approvedTotal?: number; reloading?: boolean } = {}) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUBS_PERFORMANCE_EVALUATION');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <AdjustPointsForm
        uuid={UUID}
        version={7}
        approvedTotal={props.approvedTotal ?? 52}
        reloading={props.reloading}
      />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const points = () => screen.getByRole('textbox', { name: 'Points' });
const save = () => screen.getByRole('button', { name: 'Adjust Points' });
const runningTotal = () => document.querySelector('.cms-project-adjust__total')?.textContent;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() =>
    Promise.resolve(json({ status_code: 200, message: 'Points have been adjusted' })),
  );
  vi.mocked(showToast).mockClear();
});

describe('the points adjustment form', () => {
  it('keeps the running total as the evaluator types a valid number', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(runningTotal()).toBe('Approved points now: 52');
    await user.type(points(), '-10');
    expect(runningTotal()).toBe('Approved points now: 52; after this adjustment: 42');
    await user.type(points(), '.5');
    expect(runningTotal()).toBe('Approved points now: 52; after this adjustment: 41.5');
    await user.clear(points());
    await user.type(points(), '12 points');
    expect(runningTotal()).toBe('Approved points now: 52');
    await user.clear(points());
    await user.type(points(), '0');
    expect(runningTotal()).toBe('Approved points now: 52');
    // The total is the points field's description for a screen reader.
    expect(points().getAttribute('aria-describedby')).toBe(
      document.querySelector('.cms-project-adjust__total')?.id,
    );
  });

  it('asks before saving, naming the change and both totals, and sends the version the preview loaded', async () => {
    const user = userEvent.setup();
    const { invalidate } = renderForm();
    await user.type(points(), '10');
    await user.type(screen.getByLabelText('Reason'), 'Newspaper coverage');
    await user.click(save());

    const confirm = await screen.findByRole('alertdialog', { name: 'Save this adjustment?' });
    expect(confirm.textContent).toContain('Add 10 points to this project.');
    expect(confirm.textContent).toContain('Reason: Newspaper coverage');
    expect(confirm.textContent).toContain('Approved points now: 52; after this adjustment: 62');
    expect(await bodies()).toEqual([]);

    // Cancel sends nothing and keeps what was typed.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await bodies()).toEqual([]);
    expect((points() as HTMLInputElement).value).toBe('10');

    await user.click(save());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await bodies()).toEqual(['{"point":10,"comment":"Newspaper coverage","version":7}']),
    );
    expect(showToast).toHaveBeenCalledWith('Points have been adjusted successfully');
    // Every project query reloads (the detail with its new version, rows and total).
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['projects'] }));
    await waitFor(() => expect((points() as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says a point taken away in the singular', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(points(), '-1');
    await user.type(screen.getByLabelText('Reason'), 'Late');
    await user.click(save());
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Take 1 point away from this project.');
    expect(confirm.textContent).toContain('Approved points now: 52; after this adjustment: 51');
  });

  it('refuses here a change that would take the approved points below zero', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(points(), '-60');
    expect(runningTotal()).toBe('Approved points now: 52; after this adjustment: -8');
    await user.type(screen.getByLabelText('Reason'), 'Not a service project');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An adjustment may not take the approved points below zero; they are 52 now.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await bodies()).toEqual([]);
  });

  it("shows the server's refusal in the form's alert", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        json(
          {
            status_code: 409,
            message: 'The project has changed since you opened it. Reload it and decide again.',
          },
          409,
        ),
      ),
    );
    renderForm();
    await user.type(points(), '5');
    await user.type(screen.getByLabelText('Reason'), 'Radio');
    await user.click(save());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The project has changed since you opened it. Reload it and decide again.',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('waits while the project reloads, so no adjustment goes out with the version it replaces', () => {
    renderForm({ reloading: true });
    expect(save().hasAttribute('disabled')).toBe(true);
  });
});
