import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import commonSi from '../../../../../schemas/common/i18n/si.json';
import commonTa from '../../../../../schemas/common/i18n/ta.json';
import committeeTa from '../../../../../schemas/projects/project-committee/i18n/ta.json';
import infoSi from '../../../../../schemas/projects/project-info/i18n/si.json';
import documentSi from '../../../../../schemas/projects/project-document/i18n/si.json';
import {
  button,
  chooseMember,
  committeeEntry,
  FakeProjectServer,
  NIMAL,
  participant,
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

/** A text of a folder in Sinhala or Tamil: its own overlay's, else the shared one's. */
const si = (text: string) =>
  (infoSi as Record<string, string>)[text] ??
  (documentSi as Record<string, string>)[text] ??
  (commonSi as Record<string, string>)[text]!;
const ta = (text: string) =>
  (committeeTa as Record<string, string>)[text] ?? (commonTa as Record<string, string>)[text]!;

let server: FakeProjectServer;

beforeEach(() => {
  fetchMock.mockReset();
  server = new FakeProjectServer(projectDetail());
  serve(fetchMock, server);
});
afterEach(() => vi.unstubAllGlobals());

describe('the wizard in Sinhala', () => {
  it("step 1's fields, options and button are in Sinhala, from the project-info overlay", async () => {
    renderWizard('/projects/create', { role: 'CLUB_PRESIDENT', language: 'si' });
    const title = await screen.findByLabelText(titled(si('Project Title')));
    expect(si('Project Title')).not.toBe('Project Title');
    expect(title.tagName).toBe('INPUT');
    for (const label of ['Project Type', 'Venue', 'Date', 'Description']) {
      expect(screen.getByLabelText(titled(si(label))), label).toBeTruthy();
    }
    expect(screen.queryByText('Project Title')).toBeNull();
    const type = screen.getByLabelText(titled(si('Project Type')));
    expect(within(type).getByRole('option', { name: si('General') })).toBeTruthy();
    expect(button(si('Next'))).toBeTruthy();
  });

  it("step 5's document types are in Sinhala, in the form and in the list", async () => {
    // Step 5 opens once the project has a committee and participants.
    server.committee.push(committeeEntry(1, NIMAL, 'Project Chairman'));
    server.participants.push(participant(1, SUNIL));
    server.project!.documents.push({
      uuid: 'f0000000-0000-4000-8000-000000000001',
      type: 'pdf',
      document_type: 'Project Report',
      path: 'https://files.example/report.pdf?sig=z',
      comments: null,
      role: { name: 'Club President' },
      created_at: '2026-08-20T04:00:00.000Z',
    });
    renderWizard(`/projects/edit/5/${PROJECT}`, { role: 'CLUB_PRESIDENT', language: 'si' });
    const type = await screen.findByLabelText(titled(si('Document Type')));
    expect(within(type).getByRole('option', { name: si('Photo 01') })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText(si('Project Report'))).toBeTruthy();
    expect(within(table).queryByText('Project Report')).toBeNull();
  });
});

describe('the wizard in Tamil', () => {
  it('step 2 reads in Tamil, lists positions in Tamil and still sends the position as stored', async () => {
    const user = userEvent.setup();
    server.committee.push(committeeEntry(1, SUNIL, 'Committee Member'));
    renderWizard(`/projects/edit/2/${PROJECT}`, { role: 'CLUB_PRESIDENT', language: 'ta' });
    const position = await screen.findByLabelText(titled(ta('Position')));
    expect(ta('Position')).not.toBe('Position');
    expect(screen.getByLabelText(titled(ta('Member')))).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText(ta('Committee Member'))).toBeTruthy();

    await user.selectOptions(position, ta('Project Chairman'));
    await chooseMember(user, ta('Member'), NIMAL.name);
    await user.click(button(ta('Add')));
    await waitFor(() =>
      expect(server.last('/api/service-project/committee-member/save')?.json).toMatchObject({
        position: 'Project Chairman',
        member: NIMAL.uuid,
      }),
    );
  });
});
