import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLUB,
  FakeProjectServer,
  HUNGER,
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

const REGION_1 = { uuid: '1a2b3c4d-0000-4000-8000-000000000001', name: 'Region 1' };
const REGION_2 = { uuid: '1a2b3c4d-0000-4000-8000-000000000002', name: 'Region 2' };
const GALLE = { uuid: '9e8d7c6b-0000-4000-8000-000000000009', name: 'Lions Club of Galle' };
const EVALUATOR = {
  name: 'CLUBS_PERFORMANCE_EVALUATION',
  display_name: 'Clubs Performance Evaluation',
  club: null,
  region: null,
};
const REGION_CHAIR = {
  name: 'REGION_CHAIRPERSON',
  display_name: 'Region Chairperson',
  club: null,
  region: REGION_1,
};
const PRESIDENT = { name: 'CLUB_PRESIDENT', display_name: 'Club President', club: CLUB, region: null };

const field = (title: string) => screen.getByLabelText(titled(title)) as HTMLInputElement;
const nextButton = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const clubInput = () => screen.getByRole('combobox', { name: 'Club' }) as HTMLInputElement;

function pdf(name: string): File {
  return new File([new Uint8Array(2048)], name, { type: 'application/pdf' });
}

/** Fills every field of step 1, the theme too. */
async function fillInformation(user: UserEvent, type = 'General') {
  await waitFor(() =>
    expect(within(field('Theme')).queryByRole('option', { name: HUNGER.theme })).toBeTruthy(),
  );
  await user.type(field('Project Title'), 'Eye camp');
  await user.selectOptions(field('Project Type'), type);
  await user.selectOptions(field('Theme'), HUNGER.theme);
  await user.type(field('Venue'), 'Town Hall');
  fireEvent.change(field('Date'), { target: { value: '2026-08-15' } });
  await user.type(field('Total Project Cost (Rs.)'), '25000');
  await user.type(field('Direct Beneficiaries'), '120');
  await user.type(field('Indirect Beneficiaries'), '400');
  await user.type(field('Description'), 'Eye tests for the village.');
  await user.upload(field('Billing Proof'), pdf('bill.pdf'));
  await user.upload(field('International Reporting Screenshot'), pdf('mylci.pdf'));
}

/** Opens the club chooser and picks a club from its list. */
async function pickClub(user: UserEvent, name: string) {
  await user.click(clubInput());
  const option = await screen.findByRole('option', { name });
  await user.click(option.querySelector('a')!);
}

/** The error line under the Club field, if any. */
function clubError(): string | null {
  return clubInput().closest('.bp6-form-group')?.querySelector('.cms-field-errors')?.textContent ?? null;
}

let server: FakeProjectServer;

beforeEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
  server = new FakeProjectServer(null);
  server.clubs = [
    { ...CLUB, region: REGION_1.uuid },
    { ...GALLE, region: REGION_2.uuid },
  ];
  serve(fetchMock, server);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Step 1: the club of a role not bound to one', () => {
  it('asks an officer for no club: the server takes their own', async () => {
    renderWizard('/projects/create', { role: PRESIDENT.name, roles: [PRESIDENT] });
    await screen.findByRole('heading', { name: 'Information' });
    await waitFor(() => expect(field('Project Title')).toBeTruthy());
    expect(screen.queryByRole('combobox', { name: 'Club' })).toBeNull();
    expect(screen.queryByLabelText(titled('Club'))).toBeNull();
  });

  it('lets the evaluator choose any club; Next says a club must be chosen until one is', async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: EVALUATOR.name, roles: [EVALUATOR], club: null });
    await screen.findByRole('combobox', { name: 'Club' });
    const label = document.querySelector(`label[for="${clubInput().id}"]`);
    expect(label?.textContent).toMatch(/^Club\s*\*$/);
    await fillInformation(user);

    await user.click(nextButton());
    expect(clubError()).toBe('Choose the club the project is for.');
    expect(clubInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Choose the club the project is for.');
    expect(server.writes()).toEqual([]);

    await pickClub(user, GALLE.name);
    // The chosen club becomes the session's: the title bar names it, the create call carries it.
    expect(localStorage.getItem('club_id')).toBe(GALLE.uuid);
    expect(localStorage.getItem('club_name')).toBe(GALLE.name);
    expect(clubError()).toBeNull();
    expect(server.seen.some((r) => r.path === '/api/user/role/club-list/se=')).toBe(true);

    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Committee' });
    expect(server.last('/api/service-project/info/save')?.club).toBe(GALLE.uuid);
    expect(server.project?.club).toEqual(GALLE);
  });

  it('says a missing club together with the fields the form still wants', async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: EVALUATOR.name, roles: [EVALUATOR], club: null });
    await screen.findByRole('combobox', { name: 'Club' });
    await waitFor(() =>
      expect(within(field('Theme')).queryByRole('option', { name: HUNGER.theme })).toBeTruthy(),
    );
    await user.selectOptions(field('Theme'), HUNGER.theme);
    await user.click(nextButton());
    await waitFor(() => expect(clubError()).toBe('Choose the club the project is for.'));
    expect(screen.getByText('The Venue field is required.')).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("offers a region office its region's clubs, searched through region-clubs", async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: REGION_CHAIR.name, roles: [REGION_CHAIR], club: null });
    await user.click(await screen.findByRole('combobox', { name: 'Club' }));
    await screen.findByRole('option', { name: CLUB.name });
    expect(screen.queryByRole('option', { name: GALLE.name })).toBeNull();
    expect(server.seen.map((r) => r.path)).toContain(
      `/api/service-project/${REGION_1.uuid}/region-clubs/se=`,
    );
    expect(server.seen.some((r) => r.path.startsWith('/api/user/role/club-list'))).toBe(false);
  });

  it('falls back to the club list for a region office of a session stored before roles named regions', async () => {
    const user = userEvent.setup();
    const { region: _region, ...older } = REGION_CHAIR;
    renderWizard('/projects/create', { role: older.name, roles: [older], club: null });
    await user.click(await screen.findByRole('combobox', { name: 'Club' }));
    await screen.findByRole('option', { name: GALLE.name });
    expect(server.seen.map((r) => r.path)).toContain('/api/user/role/club-list/se=');
  });

  it("shows the server's refusal of the club on the Club field until another is chosen", async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: REGION_CHAIR.name, roles: [REGION_CHAIR], club: GALLE });
    await screen.findByRole('combobox', { name: 'Club' });
    // The session's chosen club is offered as the choice.
    expect(clubInput().value).toBe(GALLE.name);
    server.failNext('POST', /info\/save$/, 422, {
      status_code: 422,
      message: 'The selected club is invalid.',
      errors: { club: ['The selected club is invalid.'] },
    });
    // A region office creates region projects.
    await fillInformation(user, 'Region');
    await user.click(nextButton());
    await waitFor(() => expect(clubError()).toBe('The selected club is invalid.'));
    expect(server.last('/api/service-project/info/save')?.club).toBe(GALLE.uuid);

    await pickClub(user, CLUB.name);
    expect(clubError()).toBeNull();
    await user.click(nextButton());
    await screen.findByRole('heading', { name: 'Committee' });
    expect(server.last('/api/service-project/info/save')?.club).toBe(CLUB.uuid);
  });

  it("shows a stored project's club read-only and makes it the session's club", async () => {
    const GALLE_PROJECT = projectDetail({ club: GALLE });
    server = new FakeProjectServer(GALLE_PROJECT);
    serve(fetchMock, server);
    renderWizard(`/projects/edit/1/${PROJECT}`, { role: EVALUATOR.name, roles: [EVALUATOR], club: CLUB });
    const club = (await screen.findByLabelText(titled('Club'))) as HTMLInputElement;
    await waitFor(() => expect(club.value).toBe(GALLE.name));
    expect(club.readOnly).toBe(true);
    expect(screen.getByText('A project stays with the club it was created for.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Club' })).toBeNull();
    await waitFor(() => expect(localStorage.getItem('club_id')).toBe(GALLE.uuid));
    expect(localStorage.getItem('club_name')).toBe(GALLE.name);
  });

  it("makes a stored project's club the session's also when the wizard opens at a later step", async () => {
    server = new FakeProjectServer(projectDetail({ club: GALLE, project_type: 'RP' }));
    serve(fetchMock, server);
    renderWizard(`/projects/edit/2/${PROJECT}`, {
      role: REGION_CHAIR.name,
      roles: [REGION_CHAIR],
      club: null,
    });
    await screen.findByRole('heading', { name: 'Committee' });
    await waitFor(() => expect(localStorage.getItem('club_id')).toBe(GALLE.uuid));
  });
});
