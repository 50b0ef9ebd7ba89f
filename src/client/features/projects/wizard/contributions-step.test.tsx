import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAmount } from './contribution-amount-editor';
import {
  address,
  button,
  chooseMember,
  committeeEntry,
  contribution,
  FakeProjectServer,
  KAMALA,
  NIMAL,
  PROJECT,
  projectDetail,
  renderWizard,
  serve,
  SUNIL,
  titled,
  type FetchMock,
} from './wizard-test-kit';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}) as FetchMock;

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

const PRESIDENT = 'CLUB_PRESIDENT';
let server: FakeProjectServer;

/** The contributions table's rows as [member, amount]. */
function rows(): string[][] {
  const table = screen.queryByRole('table', { name: 'Member contributions' });
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent ?? ''),
    );
}

async function openStep3(role = PRESIDENT) {
  renderWizard(`/projects/edit/3/${PROJECT}`, { role });
  await screen.findByRole('heading', { name: 'Member Contributions' });
}

beforeEach(() => {
  fetchMock.mockReset();
  server = new FakeProjectServer(projectDetail());
  server.committee = [committeeEntry(1, NIMAL, 'Project Chairman')];
  serve(fetchMock, server);
});
afterEach(() => vi.unstubAllGlobals());

describe('Step 3: Member contributions', () => {
  it('Add needs both a member and a contribution, and records it in rupees', async () => {
    const user = userEvent.setup();
    await openStep3();
    expect(await screen.findByText('No contributions added yet.')).toBeTruthy();
    expect(button('Add').disabled).toBe(true);
    await chooseMember(user, 'Member', 'Sunil Silva');
    expect(button('Add').disabled).toBe(true);
    await user.type(screen.getByLabelText(titled('Contribution (Rs.)')), '5000');
    expect(button('Add').disabled).toBe(false);
    await user.click(button('Add'));

    await waitFor(() => expect(rows()).toEqual([['Sunil Silva', 'Rs. 5,000.00']]));
    expect(server.last('/api/service-project/clubs-contribution/save')?.json).toEqual({
      member: SUNIL.uuid,
      contributions: 5000,
      project_id: PROJECT,
    });
    expect(button('Add').disabled).toBe(true);
  });

  it('a contribution of 0 is refused in the form, not sent', async () => {
    const user = userEvent.setup();
    await openStep3();
    await chooseMember(user, 'Member', 'Sunil Silva');
    await user.type(screen.getByLabelText(titled('Contribution (Rs.)')), '0');
    await user.click(button('Add'));
    expect(await screen.findByText('The Contribution (Rs.) field must be greater than 0.')).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it('changes the amount of a contribution in its row', async () => {
    const user = userEvent.setup();
    const kamala = contribution(1, KAMALA, 2500);
    server.contributions = [kamala];
    await openStep3();
    await waitFor(() => expect(rows()).toEqual([['Kamala Fernando', 'Rs. 2,500.00']]));
    await user.click(button('Edit the contribution of Kamala Fernando'));
    const amount = screen.getByLabelText('Contribution (Rs.) of Kamala Fernando');
    await user.clear(amount);
    expect(button('Save').disabled).toBe(true);
    await user.type(amount, '7500.50');
    await user.click(button('Save'));
    await waitFor(() => expect(rows()).toEqual([['Kamala Fernando', 'Rs. 7,500.50']]));
    expect(server.writes()).toEqual([`POST /api/service-project-contribution/${kamala.uuid}/update`]);
    expect(server.last(`/api/service-project-contribution/${kamala.uuid}/update`)?.json).toEqual({
      contributions: 7500.5,
    });
  });

  it('Cancel leaves the amount as it was', async () => {
    const user = userEvent.setup();
    server.contributions = [contribution(1, KAMALA, 2500)];
    await openStep3();
    await user.click(await screen.findByRole('button', { name: 'Edit the contribution of Kamala Fernando' }));
    await user.type(screen.getByLabelText('Contribution (Rs.) of Kamala Fernando'), '9');
    await user.click(button('Cancel'));
    expect(rows()).toEqual([['Kamala Fernando', 'Rs. 2,500.00']]);
    expect(server.writes()).toEqual([]);
  });

  it('a club officer deletes a contribution', async () => {
    const user = userEvent.setup();
    const kamala = contribution(1, KAMALA, 2500);
    server.contributions = [contribution(2, SUNIL, 1000), kamala];
    await openStep3();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(button('Delete the contribution of Kamala Fernando'));
    await waitFor(() => expect(rows()).toEqual([['Sunil Silva', 'Rs. 1,000.00']]));
    expect(server.writes()).toEqual([
      `DELETE /api/service-project/delete/PROJECT_CONTRIBUTION/${kamala.uuid}`,
    ]);
  });

  it("shows a refused delete's reason above the form", async () => {
    const user = userEvent.setup();
    server.contributions = [contribution(1, KAMALA, 2500)];
    server.failNext('DELETE', /PROJECT_CONTRIBUTION/, 409, {
      status_code: 409,
      message: 'This project has been submitted; it can no longer be changed.',
    });
    await openStep3();
    await user.click(
      await screen.findByRole('button', { name: 'Delete the contribution of Kamala Fernando' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This project has been submitted; it can no longer be changed.',
    );
    expect(rows()).toEqual([['Kamala Fernando', 'Rs. 2,500.00']]);
  });

  it('needs no contribution to go on: Next to step 4, Back to step 2', async () => {
    const user = userEvent.setup();
    await openStep3();
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Participants' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/4/${PROJECT}`));
    await user.click(button('Back'));
    await screen.findByRole('heading', { name: 'Member Contributions' });
    await user.click(button('Back'));
    await screen.findByRole('heading', { name: 'Committee' });
  });
});

describe('parseAmount', () => {
  it('takes positive rupees with at most two decimals', () => {
    expect(parseAmount('7500')).toBe(7500);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
