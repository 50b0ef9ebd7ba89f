import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_CONFIRMATION } from './documents-step';
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
const STORED_DOC = {
  uuid: 'f0000000-0000-4000-8000-000000000001',
  type: 'image' as const,
  document_type: 'Photo 01' as const,
  path: 'https://files.example/photo1?sig=a',
  comments: 'Opening ceremony',
  role: { name: 'Club President' },
  created_at: '2026-08-16T04:00:00.000Z',
};
let server: FakeProjectServer;

function jpeg(name: string, bytes = 4096): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

/** The documents table's rows as [type, file link text, comments]. */
function rows(): string[][] {
  const table = screen.queryByRole('table', { name: 'Documents' });
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent ?? ''),
    );
}

async function openStep5(role = PRESIDENT) {
  renderWizard(`/projects/edit/5/${PROJECT}`, { role });
  await screen.findByRole('heading', { name: 'Photos and Documents' });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  server = new FakeProjectServer(projectDetail({ status: 'PENDING' }));
  server.committee = [committeeEntry(1, NIMAL, 'Project Chairman')];
  server.participants = [participant(1, SUNIL)];
  serve(fetchMock, server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Step 5: Photos and documents', () => {
  it('offers the ten document types of spec 3 section 9', async () => {
    await openStep5();
    const options = within(screen.getByLabelText(titled('Document Type')))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select a document type',
      'Photo 01',
      'Photo 02',
      'Photo 03',
      'Photo 04',
      'Project Cost Bill',
      'Project Report',
      'Attendance Sheets',
      'Electronic media',
      'Social Media',
      'News papers',
    ]);
  });

  it('Add needs a type and a file; it uploads them with the comment as multipart and lists the document', async () => {
    const user = userEvent.setup();
    await openStep5();
    expect(await screen.findByText('No documents added yet.')).toBeTruthy();
    expect(button('Add').disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(titled('Document Type')), 'Photo 02');
    expect(button('Add').disabled).toBe(true);
    await user.upload(screen.getByLabelText(titled('Document')), jpeg('planting.jpg'));
    expect(button('Add').disabled).toBe(false);
    await user.type(screen.getByLabelText(titled('Comments')), 'Students planting');
    await user.click(button('Add'));

    await waitFor(() => expect(rows()).toEqual([['Photo 02', 'Open image', 'Students planting']]));
    expect(server.writes()).toEqual([`POST /api/service-project/${PROJECT}/document`]);
    expect(server.last(`/api/service-project/${PROJECT}/document`)?.form).toEqual({
      type: 'Photo 02',
      comments: 'Students planting',
      document: 'file:planting.jpg',
    });
    expect(button('Add').disabled).toBe(true);
  });

  it('refuses a PDF over 500 KB before sending it (an image would be resized to fit)', async () => {
    const user = userEvent.setup();
    await openStep5();
    await user.selectOptions(screen.getByLabelText(titled('Document Type')), 'Project Report');
    const report = new File([new Uint8Array(600 * 1024)], 'report.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(titled('Document')), report);
    expect(await screen.findByText('The file may not be greater than 500 KB.')).toBeTruthy();
    expect(button('Add').disabled).toBe(true);
    expect(server.writes()).toEqual([]);
  });

  it('lists the stored documents with a link to each, and a club officer deletes one', async () => {
    const user = userEvent.setup();
    server.project!.documents = [STORED_DOC];
    await openStep5();
    await waitFor(() => expect(rows()).toEqual([['Photo 01', 'Open image', 'Opening ceremony']]));
    expect(screen.getByRole('link', { name: 'Open image' }).getAttribute('href')).toBe(STORED_DOC.path);
    await user.click(button('Delete Photo 01'));
    await screen.findByText('No documents added yet.');
    expect(server.writes()).toEqual([`DELETE /api/document/delete/${STORED_DOC.uuid}`]);
  });

  it('Submit waits for a photo of the project and says so beside it', async () => {
    const user = userEvent.setup();
    await openStep5();
    await user.click(screen.getByRole('checkbox', { name: SUBMIT_CONFIRMATION }));
    expect(button('Submit').disabled).toBe(true);
    expect(
      screen.getByText('Add at least one photo of the project (Photo 01 to Photo 04) to submit it.'),
    ).toBeTruthy();
  });

  it('Submit needs the confirmation tick; submitted, it shows the success step with its links', async () => {
    const user = userEvent.setup();
    server.project = projectDetail({ status: 'PENDING', documents: [STORED_DOC] });
    await openStep5();
    const submit = button('Submit');
    expect(submit.disabled).toBe(true);
    const tick = screen.getByRole('checkbox', { name: SUBMIT_CONFIRMATION });
    await user.click(tick);
    expect(submit.disabled).toBe(false);
    await user.click(tick);
    expect(submit.disabled).toBe(true);
    await user.click(tick);
    await user.click(submit);

    expect(await screen.findByText('Your service project has been submitted successfully')).toBeTruthy();
    expect(server.writes()).toEqual([`POST /api/service-project/${PROJECT}/update`]);
    expect(server.last(`/api/service-project/${PROJECT}/update`)?.json).toEqual({ status: 'SUBMITTED' });
    expect(screen.getByRole('link', { name: 'View Project' }).getAttribute('href')).toBe(
      `/projects/info/${PROJECT}`,
    );
    expect(screen.getByRole('link', { name: 'Service Projects' }).getAttribute('href')).toBe('/projects');
    await waitFor(() => expect(address()).toBe(`/projects/edit/8/${PROJECT}`));
    // Every step is done; nothing is left to resume.
    expect(currentStep()).toBe('');
    expect(localStorage.getItem('project_step')).toBeNull();
    expect(localStorage.getItem('project_uuid')).toBeNull();
  });

  it("a refused submission shows the server's reason and stays on step 5", async () => {
    const user = userEvent.setup();
    server.failNext('POST', /\/update$/, 422, {
      status_code: 422,
      errors: { committee: ['The committee needs a Project Chairman.'] },
    });
    server.project = projectDetail({ status: 'PENDING', documents: [STORED_DOC] });
    await openStep5();
    await user.click(screen.getByRole('checkbox', { name: SUBMIT_CONFIRMATION }));
    await user.click(button('Submit'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The committee needs a Project Chairman.',
    );
    expect(screen.queryByText('Your service project has been submitted successfully')).toBeNull();
    expect(currentStep()).toContain('Step 5: Photos and Documents');
    expect(localStorage.getItem('project_step')).toBe('5');
  });

  it('Back returns to step 4', async () => {
    const user = userEvent.setup();
    await openStep5();
    await user.click(button('Back'));
    await screen.findByRole('heading', { name: 'Participants' });
  });
});
