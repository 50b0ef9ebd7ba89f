import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toaster';
import {
  address,
  button,
  currentStep,
  FakeProjectServer,
  GARDENING,
  HUNGER,
  NEW_PROJECT,
  PROJECT,
  projectDetail,
  REFORESTATION,
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
const field = (title: string) => screen.getByLabelText(titled(title)) as HTMLInputElement;

function pdf(name: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** Fills every field of step 1 but the theme. */
async function fillInformation(user: UserEvent) {
  await user.type(field('Project Title'), 'Tree planting at the school');
  await user.selectOptions(field('Project Type'), 'General');
  await user.type(field('Venue'), 'Royal College');
  fireEvent.change(field('Date'), { target: { value: '2026-08-15' } });
  await user.type(field('Total Project Cost (Rs.)'), '25000');
  await user.type(field('Direct Beneficiaries'), '120');
  await user.type(field('Indirect Beneficiaries'), '400');
  await user.type(field('Description'), 'Saplings for the school garden.');
  await user.upload(field('Billing Proof'), pdf('bill.pdf'));
  await user.upload(field('International Reporting Screenshot'), pdf('mylci.pdf'));
}

/** Waits for the theme select to offer the themes. */
async function themesLoaded() {
  await waitFor(() =>
    expect(within(field('Theme')).queryByRole('option', { name: 'Reforestation' })).toBeTruthy(),
  );
}

let server: FakeProjectServer;

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Step 1: Information (create)', () => {
  beforeEach(() => {
    server = new FakeProjectServer(null);
    serve(fetchMock, server);
  });

  it('marks the required fields and keeps Next disabled until a theme is chosen', async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    for (const title of [
      'Venue',
      'Date',
      'Total Project Cost (Rs.)',
      'Direct Beneficiaries',
      'Indirect Beneficiaries',
      'Description',
      'Billing Proof',
      'International Reporting Screenshot',
    ]) {
      const label = document.querySelector(`label[for="${field(title).id}"]`);
      expect(label?.textContent, title).toMatch(/\*\s*$/);
    }
    await fillInformation(user);
    expect(button('Next').disabled).toBe(true);
    await user.selectOptions(field('Theme'), 'Hunger Relief');
    expect(button('Next').disabled).toBe(false);
    expect(server.writes()).toEqual([]);
  });

  it('keeps Next disabled while the themes load', async () => {
    const release = server.hold('GET', /governor-theme/);
    renderWizard('/projects/create', { role: PRESIDENT });
    await screen.findByRole('heading', { name: 'Information' });
    expect(button('Next').disabled).toBe(true);
    expect(within(field('Theme')).getByRole('option', { name: 'Loading themes…' })).toBeTruthy();
    release();
    await themesLoaded();
  });

  it('applies the theme rule: reforestation shows Large Trees, gardening_farming Small Trees, others neither', async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    const shown = () =>
      ['Large Trees', 'Small Trees'].filter(
        (t) => screen.queryByLabelText(titled(t))?.closest('[hidden]') === null,
      );
    expect(shown()).toEqual([]);
    await user.selectOptions(field('Theme'), 'Reforestation');
    expect(shown()).toEqual(['Large Trees']);
    await user.selectOptions(field('Theme'), 'Gardening and Farming');
    expect(shown()).toEqual(['Small Trees']);
    await user.selectOptions(field('Theme'), 'Hunger Relief');
    expect(shown()).toEqual([]);
  });

  it("saves a new project as multipart, says 'Success' and moves to step 2 with the returned uuid", async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    await fillInformation(user);
    await user.selectOptions(field('Theme'), 'Reforestation');
    await user.type(field('Large Trees'), '35');
    // A small-tree count typed under another theme is not sent: the rule sets it to 0.
    await user.click(button('Next'));

    await screen.findByRole('heading', { name: 'Committee' });
    expect(server.writes()).toEqual(['POST /api/service-project/info/save']);
    expect(server.last('/api/service-project/info/save')?.form).toEqual({
      project_title: 'Tree planting at the school',
      project_type: 'GP',
      governor_theme_id: REFORESTATION.uuid,
      venue: 'Royal College',
      date: '2026-08-15',
      total_project_cost: '25000',
      direct_beneficiaries: '120',
      indirect_beneficiaries: '400',
      large_tree: '35',
      small_tree: '0',
      description: 'Saplings for the school garden.',
      billing_proof: 'file:bill.pdf',
      int_report_screenshot: 'file:mylci.pdf',
    });
    expect(showToast).toHaveBeenCalledWith('Success');
    expect(currentStep()).toContain('Step 2: Committee');
    await waitFor(() => expect(address()).toBe(`/projects/edit/2/${NEW_PROJECT}`));
    expect(localStorage.getItem('project_step')).toBe('2');
    expect(localStorage.getItem('project_uuid')).toBe(NEW_PROJECT);
  });

  it("goes on to step 2 also with the app's routes, where the edit address mounts the page anew", async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT, appRoutes: true });
    await themesLoaded();
    await fillInformation(user);
    await user.selectOptions(field('Theme'), 'Hunger Relief');
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Committee' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/2/${NEW_PROJECT}`));
    expect(currentStep()).toContain('Step 2: Committee');
    expect(server.writes()).toEqual(['POST /api/service-project/info/save']);
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('sets Large Trees to 0 for the gardening_farming theme', async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    await fillInformation(user);
    await user.selectOptions(field('Theme'), 'Reforestation');
    await user.type(field('Large Trees'), '35');
    await user.selectOptions(field('Theme'), 'Gardening and Farming');
    await user.type(field('Small Trees'), '80');
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Committee' });
    expect(server.last('/api/service-project/info/save')?.form).toMatchObject({
      governor_theme_id: GARDENING.uuid,
      large_tree: '0',
      small_tree: '80',
    });
  });

  it('does not send until the required fields are filled, naming them in the house style', async () => {
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    await user.selectOptions(field('Theme'), 'Hunger Relief');
    await user.click(button('Next'));
    expect(await screen.findByText('The Venue field is required.')).toBeTruthy();
    expect(screen.getByText('The Billing Proof field is required.')).toBeTruthy();
    expect(server.writes()).toEqual([]);
    expect(currentStep()).toContain('Step 1: Information');
  });

  it("shows the server's 422 in the alert and under the field, says nothing of success, and stays on step 1", async () => {
    const user = userEvent.setup();
    server.failNext('POST', /info\/save$/, 422, {
      status_code: 422,
      errors: { venue: ['The venue field must not be greater than 200 characters.'] },
    });
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    await fillInformation(user);
    await user.selectOptions(field('Theme'), 'Hunger Relief');
    await user.click(button('Next'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The venue field must not be greater than 200 characters.');
    const venueGroup = field('Venue').closest('.bp6-form-group') ?? document.body;
    expect(
      within(venueGroup as HTMLElement).getByText('The venue field must not be greater than 200 characters.'),
    ).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    expect(currentStep()).toContain('Step 1: Information');
    expect(address()).toBe('/projects/create');
    expect(localStorage.getItem('project_uuid')).toBeNull();
    // What was typed survives the refusal.
    expect(field('Venue').value).toBe('Royal College');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a club officer the club project types, and a region role only RP and JRP', async () => {
    const { unmount } = renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    const disabled = () =>
      within(field('Project Type'))
        .getAllByRole('option')
        .filter((o) => (o as HTMLOptionElement).disabled)
        .map((o) => o.textContent);
    expect(disabled()).toEqual(['Region', 'Joint Regions']);
    unmount();
    renderWizard('/projects/create', { role: 'REGION_CHAIRPERSON' });
    await themesLoaded();
    expect(disabled()).toEqual(['Special', 'Mega', 'General', 'Continuous']);
  });
});

describe('Step 1: Information (edit)', () => {
  beforeEach(() => {
    server = new FakeProjectServer(projectDetail({ governor_theme_id: HUNGER.uuid }));
    serve(fetchMock, server);
  });

  it('fills the form from the stored project and saves it to update-info without re-sending the files', async () => {
    const user = userEvent.setup();
    renderWizard(`/projects/edit/1/${PROJECT}`, { role: PRESIDENT });
    await themesLoaded();
    expect(field('Project Title').value).toBe('Tree planting at the school');
    expect(field('Venue').value).toBe('Royal College');
    expect((field('Theme') as unknown as HTMLSelectElement).value).toBe(HUNGER.uuid);
    expect(screen.getByText('saved-billing-proof.pdf')).toBeTruthy();
    expect(screen.getByText('saved-int-report-screenshot.jpg')).toBeTruthy();
    expect(button('Next').disabled).toBe(false);

    await user.clear(field('Venue'));
    await user.type(field('Venue'), 'Town Hall');
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Committee' });
    expect(server.writes()).toEqual([`POST /api/service-project/${PROJECT}/update-info`]);
    const sent = server.last(`/api/service-project/${PROJECT}/update-info`)?.form ?? {};
    expect(sent).toMatchObject({
      venue: 'Town Hall',
      governor_theme_id: HUNGER.uuid,
      large_tree: '0',
      small_tree: '0',
    });
    expect(sent.billing_proof).toBeUndefined();
    expect(sent.int_report_screenshot).toBeUndefined();
    expect(showToast).toHaveBeenCalledWith('Success');
    await waitFor(() => expect(address()).toBe(`/projects/edit/2/${PROJECT}`));
  });

  it('sends a newly chosen file in place of the stored one', async () => {
    const user = userEvent.setup();
    renderWizard(`/projects/edit/1/${PROJECT}`, { role: PRESIDENT });
    await themesLoaded();
    await user.click(button('Remove saved-billing-proof.pdf'));
    await user.upload(field('Billing Proof'), pdf('new-bill.pdf'));
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Committee' });
    const sent = server.last(`/api/service-project/${PROJECT}/update-info`)?.form ?? {};
    expect(sent.billing_proof).toBe('file:new-bill.pdf');
    expect(sent.int_report_screenshot).toBeUndefined();
  });
});

describe('Step 1: volunteer hours and funds raised (issue 14, for the MyLion export)', () => {
  it('offers both as optional fields, with their help, and sends what the officer types', async () => {
    server = new FakeProjectServer(null);
    serve(fetchMock, server);
    const user = userEvent.setup();
    renderWizard('/projects/create', { role: PRESIDENT });
    await themesLoaded();
    expect(screen.getByText('Lions x hours each; for the MyLion service report')).toBeTruthy();
    expect(field('Volunteer Hours').required).toBe(false);
    expect(field('Funds Raised (Rs.)').required).toBe(false);
    await fillInformation(user);
    await user.selectOptions(field('Theme'), 'Hunger Relief');
    await user.type(field('Volunteer Hours'), '36');
    await user.type(field('Funds Raised (Rs.)'), '15000');
    await user.click(button('Next'));

    await screen.findByRole('heading', { name: 'Committee' });
    expect(server.last('/api/service-project/info/save')?.form).toMatchObject({
      volunteer_hours: '36',
      funds_raised: '15000',
    });
  });

  it('shows the stored numbers on edit, and leaves out one the officer clears', async () => {
    server = new FakeProjectServer(
      projectDetail({ governor_theme_id: HUNGER.uuid, volunteer_hours: 24, funds_raised: 5000 }),
    );
    serve(fetchMock, server);
    const user = userEvent.setup();
    renderWizard(`/projects/edit/1/${PROJECT}`, { role: PRESIDENT });
    await themesLoaded();
    expect(field('Volunteer Hours').value).toBe('24');
    expect(field('Funds Raised (Rs.)').value).toBe('5000');

    await user.clear(field('Volunteer Hours'));
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Committee' });
    const sent = server.last(`/api/service-project/${PROJECT}/update-info`)?.form ?? {};
    expect(sent.volunteer_hours).toBeUndefined();
    expect(sent.funds_raised).toBe('5000');
  });
});
