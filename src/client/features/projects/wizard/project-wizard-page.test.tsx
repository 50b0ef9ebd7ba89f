import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_YOURS_MESSAGE } from './locked-project';
import { clearWizardStorage } from './wizard-storage';
import {
  address,
  button,
  committeeEntry,
  currentStep,
  FakeProjectServer,
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

/** A stored draft with a committee and participants, so every step may open. */
function completeDraft(overrides = {}) {
  const server = new FakeProjectServer(projectDetail(overrides));
  server.committee = [committeeEntry(1, NIMAL, 'Project Chairman')];
  server.participants = [participant(1, SUNIL)];
  return server;
}

beforeEach(() => fetchMock.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('ProjectWizardPage: where it opens', () => {
  it('opens /projects/create without a stored project at step 1 of a new project', async () => {
    serve(fetchMock, new FakeProjectServer(null));
    renderWizard('/projects/create', { role: PRESIDENT });
    expect(screen.getByRole('heading', { name: 'Project Submission Form' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Information' });
    expect(currentStep()).toBe('1Step 1: Information');
    expect(address()).toBe('/projects/create');
    expect(localStorage.getItem('project_step')).toBe('1');
    expect(localStorage.getItem('project_uuid')).toBeNull();
  });

  it('resumes after a reload: /projects/create with a stored project and step continues there', async () => {
    const server = completeDraft();
    serve(fetchMock, server);
    const { unmount } = renderWizard('/projects/create', {
      role: PRESIDENT,
      stored: { step: '3', uuid: PROJECT },
    });
    await screen.findByRole('heading', { name: 'Member Contributions' });
    expect(currentStep()).toContain('Step 3: Member Contributions');
    await waitFor(() => expect(address()).toBe(`/projects/edit/3/${PROJECT}`));
    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        `GET /api/service-project/${PROJECT}/info`,
        `GET /api/service-project/${PROJECT}/committee-member/list`,
        `GET /api/service-project/${PROJECT}/participant/list`,
      ]),
    );

    // A reload of the page it moved to opens the same step again.
    unmount();
    renderWizard(`/projects/edit/3/${PROJECT}`, { role: PRESIDENT });
    await screen.findByRole('heading', { name: 'Member Contributions' });
    expect(localStorage.getItem('project_step')).toBe('3');
    expect(localStorage.getItem('project_uuid')).toBe(PROJECT);
  });

  it('runs in StrictMode as in the app: one load, and the steps still move', async () => {
    const user = userEvent.setup();
    const server = completeDraft();
    serve(fetchMock, server);
    renderWizard(`/projects/edit/2/${PROJECT}`, { role: PRESIDENT, strict: true });
    await screen.findByRole('heading', { name: 'Committee' });
    await screen.findByText('Nimal Perera');
    expect(server.seen.filter((r) => r.path.endsWith('/info'))).toHaveLength(1);
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Member Contributions' });
    await user.click(button('Back'));
    await screen.findByRole('heading', { name: 'Committee' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/2/${PROJECT}`));
  });

  it("shows a send-back's reason above every step until the project is submitted again", async () => {
    const user = userEvent.setup();
    const server = completeDraft({
      status: 'PENDING',
      sent_back: {
        comment: 'Attach the bills for the saplings.',
        role: 'ZONE_CHAIRPERSON',
        member: { display_name: 'Dilani Perera' },
        created_at: '2026-08-20T04:00:00.000Z',
        returns_to: 'ZONE_CHAIRPERSON',
      },
    });
    serve(fetchMock, server);
    renderWizard(`/projects/edit/2/${PROJECT}`, { role: PRESIDENT });
    await screen.findByRole('heading', { name: 'Committee' });
    expect(screen.getByText('Attach the bills for the saplings.')).toBeTruthy();
    expect(screen.getByText(/it goes back to the Zone Chairperson/)).toBeTruthy();
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Member Contributions' });
    expect(screen.getByText('Attach the bills for the saplings.')).toBeTruthy();
  });

  it('/projects/edit/{step}/{uuid} starts at that step, whatever is stored', async () => {
    serve(fetchMock, completeDraft());
    renderWizard(`/projects/edit/4/${PROJECT}`, { role: PRESIDENT, stored: { step: '2', uuid: PROJECT } });
    await screen.findByRole('heading', { name: 'Participants' });
    expect(localStorage.getItem('project_step')).toBe('4');
  });

  it('opens the furthest step the project allows: step 5 without participants opens step 4', async () => {
    const server = completeDraft();
    server.participants = [];
    serve(fetchMock, server);
    renderWizard(`/projects/edit/5/${PROJECT}`, { role: PRESIDENT });
    await screen.findByRole('heading', { name: 'Participants' });
    await waitFor(() => expect(address()).toBe(`/projects/edit/4/${PROJECT}`));
    expect(button('Next').disabled).toBe(true);
  });

  it('Back goes one step back and the URL and storage follow', async () => {
    const user = userEvent.setup();
    serve(fetchMock, completeDraft());
    renderWizard(`/projects/edit/3/${PROJECT}`, { role: PRESIDENT });
    await screen.findByRole('heading', { name: 'Member Contributions' });
    await user.click(button('Back'));
    await screen.findByRole('heading', { name: 'Committee' });
    expect(address()).toBe(`/projects/edit/2/${PROJECT}`);
    expect(localStorage.getItem('project_step')).toBe('2');
  });

  it.each(['SUBMITTED', 'ZONE_CHAIRPERSON_REVIEW', 'APPROVED'])(
    'a %s project opens nowhere in the wizard: it says so, links to the preview and forgets the stored place',
    async (status) => {
      serve(fetchMock, completeDraft({ status }));
      renderWizard(`/projects/edit/2/${PROJECT}`, { role: PRESIDENT, stored: { step: '2', uuid: PROJECT } });
      const notice = await screen.findByText('This project cannot be edited');
      expect(notice.closest('[class*=callout]')?.textContent).toContain(
        'This project has been submitted; it can no longer be changed.',
      );
      expect(screen.getByRole('link', { name: 'View Project' }).getAttribute('href')).toBe(
        `/projects/info/${PROJECT}`,
      );
      expect(screen.queryByRole('heading', { name: 'Committee' })).toBeNull();
      expect(screen.queryByRole('list', { name: 'Steps' })).toBeNull();
      expect(localStorage.getItem('project_step')).toBeNull();
      expect(localStorage.getItem('project_uuid')).toBeNull();
    },
  );

  it.each([
    ['submitted since', { status: 'SUBMITTED' }, null],
    ['deleted since', {}, { status: 404, body: { status_code: 404, message: 'Not found' } }],
  ])(
    '/projects/create with a stored project %s starts a new project instead',
    async (_, overrides, failure) => {
      const server = completeDraft(overrides);
      if (failure) server.failNext('GET', /\/info$/, failure.status, failure.body);
      serve(fetchMock, server);
      renderWizard('/projects/create', { role: PRESIDENT, stored: { step: '4', uuid: PROJECT } });
      await screen.findByRole('heading', { name: 'Information' });
      expect((screen.getByLabelText(/Project Title/) as HTMLInputElement).value).toBe('');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(address()).toBe('/projects/create');
      expect(localStorage.getItem('project_step')).toBe('1');
      expect(localStorage.getItem('project_uuid')).toBeNull();
    },
  );

  it("a draft of a type the role may not edit opens nowhere (a region role on a club's GP project)", async () => {
    serve(fetchMock, completeDraft());
    renderWizard(`/projects/edit/2/${PROJECT}`, { role: 'REGION_CHAIRPERSON' });
    expect(await screen.findByText(NOT_YOURS_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Committee' })).toBeNull();
  });

  it('a region role opens a region project (RP)', async () => {
    serve(fetchMock, completeDraft({ project_type: 'RP' }));
    renderWizard(`/projects/edit/2/${PROJECT}`, { role: 'REGION_CHAIRPERSON' });
    await screen.findByRole('heading', { name: 'Committee' });
    // Whoever may edit the draft may take an entry out: the region's roles on a region project.
    await screen.findByText('Nimal Perera');
    expect(screen.getByRole('button', { name: 'Delete Nimal Perera' })).toBeTruthy();
  });

  it('a project that cannot be loaded shows why, with the way back to the list', async () => {
    const server = completeDraft();
    server.failNext('GET', /\/info$/, 404, { status_code: 404, message: 'Service project not found.' });
    serve(fetchMock, server);
    renderWizard(`/projects/edit/2/${PROJECT}`, { role: PRESIDENT, stored: { step: '2', uuid: PROJECT } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service project not found.');
    expect(screen.getByRole('link', { name: 'Service Projects' }).getAttribute('href')).toBe('/projects');
    expect(localStorage.getItem('project_uuid')).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the step indicator shows steps 1 to 5, the earlier ones done', async () => {
    serve(fetchMock, completeDraft());
    renderWizard(`/projects/edit/3/${PROJECT}`, { role: PRESIDENT });
    await screen.findByRole('heading', { name: 'Member Contributions' });
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.replace(/^\S*?(?=Step)/, ''))).toEqual([
      'Step 1: Information (done)',
      'Step 2: Committee (done)',
      'Step 3: Member Contributions',
      'Step 4: Participants',
      'Step 5: Photos and Documents',
    ]);
  });
});

describe('clearWizardStorage', () => {
  it('forgets the stored step and project (the list page calls it on mount)', () => {
    localStorage.setItem('project_step', '4');
    localStorage.setItem('project_uuid', PROJECT);
    localStorage.setItem('project_page', '2');
    clearWizardStorage();
    expect(localStorage.getItem('project_step')).toBeNull();
    expect(localStorage.getItem('project_uuid')).toBeNull();
    // The list's own page marker is the list's.
    expect(localStorage.getItem('project_page')).toBe('2');
  });
});
