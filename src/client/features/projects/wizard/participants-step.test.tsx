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
  participant,
  PROJECT,
  projectDetail,
  renderWizard,
  serve,
  SUNIL,
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

/** The participants table's member names. */
function names(): string[] {
  const table = screen.queryByRole('table', { name: 'Participants' });
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

async function openStep4(role = PRESIDENT) {
  renderWizard(`/projects/edit/4/${PROJECT}`, { role });
  await screen.findByRole('heading', { name: 'Participants' });
}

beforeEach(() => {
  fetchMock.mockReset();
  server = new FakeProjectServer(projectDetail());
  server.committee = [committeeEntry(1, NIMAL, 'Project Chairman')];
  serve(fetchMock, server);
});
afterEach(() => vi.unstubAllGlobals());

describe('Step 4: Participants', () => {
  it('Add needs at least one member; several are sent at once as members[0], members[1]', async () => {
    const user = userEvent.setup();
    await openStep4();
    expect(await screen.findByText('No participants added yet.')).toBeTruthy();
    expect(button('Add').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByText('Add at least one participant.')).toBeTruthy();
    await chooseMember(user, 'Members', 'Sunil Silva');
    await chooseMember(user, 'Members', 'Kamala Fernando');
    expect(button('Add').disabled).toBe(false);
    await user.click(button('Add'));

    await waitFor(() => expect(names()).toEqual(['Sunil Silva', 'Kamala Fernando']));
    expect(server.writes()).toEqual(['POST /api/service-project/participant/save']);
    expect(server.last('/api/service-project/participant/save')?.form).toEqual({
      project_id: PROJECT,
      'members[0]': SUNIL.uuid,
      'members[1]': KAMALA.uuid,
    });
    expect(button('Add').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Photos and Documents' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/5/${PROJECT}`));
  });

  it("shows the server's refusal above the form", async () => {
    const user = userEvent.setup();
    server.failNext('POST', /participant\/save$/, 422, {
      status_code: 422,
      errors: { members: ['The selected member is invalid.'] },
    });
    await openStep4();
    await chooseMember(user, 'Members', 'Sunil Silva');
    await user.click(button('Add'));
    expect((await screen.findByRole('alert')).textContent).toContain('The selected member is invalid.');
    expect(names()).toEqual([]);
    expect(button('Next').disabled).toBe(true);
  });

  it('a club officer removes a participant; with none left, Next is disabled again', async () => {
    const user = userEvent.setup();
    const sunil = participant(1, SUNIL);
    server.participants = [sunil];
    await openStep4();
    await waitFor(() => expect(names()).toEqual(['Sunil Silva']));
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Delete Sunil Silva'));
    await screen.findByText('No participants added yet.');
    expect(server.writes()).toEqual([`DELETE /api/service-project/delete/PROJECT_PARTICIPANT/${sunil.uuid}`]);
    expect(button('Next').disabled).toBe(true);
  });

  it('offers the delete action to the evaluator, who may edit the draft too', async () => {
    server.participants = [participant(1, SUNIL)];
    await openStep4('CLUBS_PERFORMANCE_EVALUATION');
    await waitFor(() => expect(names()).toEqual(['Sunil Silva']));
    expect(screen.getByRole('button', { name: 'Delete Sunil Silva' })).toBeTruthy();
  });
});
