import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  address,
  button,
  chooseMember,
  committeeEntry,
  FakeProjectServer,
  KAMALA,
  NIMAL,
  PROJECT,
  projectDetail,
  renderWizard,
  serve,
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

/** The committee table's rows as [position, member]. */
function rows(): string[][] {
  const table = screen.queryByRole('table', { name: 'Committee' });
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

async function openStep2(role = PRESIDENT) {
  renderWizard(`/projects/edit/2/${PROJECT}`, { role });
  await screen.findByRole('heading', { name: 'Committee' });
}

beforeEach(() => {
  fetchMock.mockReset();
  server = new FakeProjectServer(projectDetail());
  serve(fetchMock, server);
});
afterEach(() => vi.unstubAllGlobals());

describe('Step 2: Committee', () => {
  it('Add needs both a position and a member; Next needs a committee member', async () => {
    const user = userEvent.setup();
    await openStep2();
    expect(await screen.findByText('No committee members added yet.')).toBeTruthy();
    expect(button('Add').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText('Add at least one committee member.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(titled('Position')), 'Project Chairman');
    expect(button('Add').disabled).toBe(true);
    await chooseMember(user, 'Member', 'Nimal Perera');
    expect(button('Add').disabled).toBe(false);
    expect(server.writes()).toEqual([]);
  });

  it("searches the project's members and adds the chosen one with the position, then lists them and allows Next", async () => {
    const user = userEvent.setup();
    await openStep2();
    await user.selectOptions(screen.getByLabelText(titled('Position')), 'Project Chairman');
    await chooseMember(user, 'Member', 'Nimal Perera');
    expect(server.seen.some((r) => r.path === `/api/service-project/${PROJECT}/committee-members/se=`)).toBe(
      true,
    );
    await user.click(button('Add'));

    await waitFor(() => expect(rows()).toEqual([['Project Chairman', 'Nimal Perera']]));
    expect(server.last('/api/service-project/committee-member/save')?.json).toEqual({
      position: 'Project Chairman',
      member: NIMAL.uuid,
      project_id: PROJECT,
    });
    // The form is empty again for the next member.
    expect((screen.getByLabelText(titled('Member')) as HTMLInputElement).value).toBe('');
    expect(button('Add').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Member Contributions' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/3/${PROJECT}`));
  });

  it("shows the server's refusal above the form and keeps the list as it was", async () => {
    const user = userEvent.setup();
    server.committee = [committeeEntry(1, NIMAL, 'Project Chairman')];
    server.failNext('POST', /committee-member\/save$/, 422, {
      status_code: 422,
      errors: { position: ['The committee already has a Project Chairman.'] },
    });
    await openStep2();
    await screen.findByText('Nimal Perera');
    await user.selectOptions(screen.getByLabelText(titled('Position')), 'Project Chairman');
    await chooseMember(user, 'Member', 'Kamala Fernando');
    await user.click(button('Add'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The committee already has a Project Chairman.');
    expect(rows()).toEqual([['Project Chairman', 'Nimal Perera']]);
    // What was chosen stays, to be corrected.
    expect((screen.getByLabelText(titled('Member')) as HTMLInputElement).value).toBe('Kamala Fernando');
  });

  it('a club officer deletes an entry; with none left, Next is disabled again', async () => {
    const user = userEvent.setup();
    const kamala = committeeEntry(2, KAMALA, 'Committee Member');
    server.committee = [committeeEntry(1, NIMAL, 'Project Chairman'), kamala];
    await openStep2();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Delete Kamala Fernando'));
    await waitFor(() => expect(rows()).toEqual([['Project Chairman', 'Nimal Perera']]));
    expect(server.writes()).toEqual([`DELETE /api/service-project/delete/PROJECT_COMMITTEE/${kamala.uuid}`]);
    await user.click(button('Delete Nimal Perera'));
    await screen.findByText('No committee members added yet.');
    expect(button('Next').disabled).toBe(true);
  });

  it('waits for the Project Chairman before Next, and says why where the officer adds them', async () => {
    server.committee = [committeeEntry(1, NIMAL, 'Committee Member')];
    await openStep2();
    await screen.findByText('Nimal Perera');
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText(/Add the Project Chairman to the committee/)).toBeTruthy();
  });

  it("offers the delete action to every role that may edit the draft, the club's GST coordinator too", async () => {
    server.committee = [committeeEntry(1, NIMAL, 'Project Chairman')];
    await openStep2('CLUB_GST_COORDINATOR');
    await screen.findByText('Nimal Perera');
    expect(screen.getByRole('button', { name: 'Delete Nimal Perera' })).toBeTruthy();
  });

  it('Back returns to step 1', async () => {
    const user = userEvent.setup();
    await openStep2();
    await user.click(button('Back'));
    await screen.findByRole('heading', { name: 'Information' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/1/${PROJECT}`));
  });
});
