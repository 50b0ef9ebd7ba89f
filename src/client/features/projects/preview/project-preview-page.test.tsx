import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../shared/api/openapi';
import { showToast } from '../../../lib/toaster';
import { asRequest, HOST, json, projectUuid } from '../testing/project-fixtures';
import { ProjectPreviewPage } from './project-preview-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});
vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(() => Promise.resolve()) }));

type Detail = components['schemas']['ProjectDetail'];

/** The governor themes of the fixtures. */
const THEMES = {
  reforestation: {
    uuid: '5c1e8a2b-3d4f-4a6b-9c8d-7e6f5a4b3c2d',
    theme: 'Reforestation',
    theme_key: 'reforestation',
  },
  gardening: {
    uuid: '6d2f9b3c-4e5a-4b7c-8d9e-8f7a6b5c4d3e',
    theme: 'Home Gardening',
    theme_key: 'gardening_farming',
  },
  health: { uuid: '7e3a0c4d-5f6b-4c8d-9eaf-9a8b7c6d5e4f', theme: 'Health Camps', theme_key: 'health' },
} as const;

/** A project under review at ZONE_CHAIRPERSON level, with files, documents, history and points. */
function projectDetail(overrides: Partial<Detail> = {}): Detail {
  return {
    uuid: projectUuid(7),
    project_code: 'GP-2026-0007',
    project_title: 'Tree planting at Viharamahadevi Park',
    project_type: 'GP',
    status: 'CLUB_PRESIDENT_SECRETARY_REVIEW',
    version: 4,
    club: HOST,
    created_at: '2026-08-01T04:00:00.000Z',
    theme: { governor_theme: THEMES.reforestation },
    governor_theme_id: THEMES.reforestation.uuid,
    venue: 'Viharamahadevi Park',
    date: '2026-08-15',
    total_project_cost: 125000,
    direct_beneficiaries: 40,
    indirect_beneficiaries: 300,
    large_tree: 120,
    small_tree: 0,
    volunteer_hours: null,
    funds_raised: null,
    description: 'Planting native trees with the school children.',
    billing_proof: '/api/files/bill.pdf?exp=1&sig=a',
    billing_proof_path: 'pdf',
    int_report_screenshot: '/api/files/shot.jpg?exp=1&sig=b',
    int_report_screenshot_path: 'image',
    documents: [
      {
        uuid: '1a2b3c4d-0000-4000-8000-000000000001',
        type: 'image',
        document_type: 'Photo 01',
        path: '/api/files/photo1.jpg?exp=1&sig=c',
        comments: 'Opening ceremony',
        role: { name: 'CLUB_SECRETARY' },
        created_at: '2026-08-16T04:00:00.000Z',
      },
      {
        uuid: '1a2b3c4d-0000-4000-8000-000000000002',
        type: 'pdf',
        document_type: 'Project Report',
        path: '/api/files/report.pdf?exp=1&sig=d',
        comments: null,
        role: null,
        created_at: '2026-08-16T05:00:00.000Z',
      },
    ],
    statusLogs: [
      {
        role: 'CLUB_SECRETARY',
        member: { display_name: 'Sanduni Jayasinghe' },
        created_at: '2026-08-01T04:00:00.000Z',
        status: 'PROCESSING',
        comment: null,
        note: null,
      },
      {
        role: 'CLUB_SECRETARY',
        member: { display_name: 'Sanduni Jayasinghe' },
        created_at: '2026-08-16T19:30:00.000Z',
        status: 'SUBMITTED',
        comment: null,
        note: null,
      },
      {
        role: 'PROJECT_CHAIRMAN',
        member: { display_name: 'Nimal Perera' },
        created_at: '2026-08-17T04:00:00.000Z',
        status: 'PROJECT_CHAIRMAN_REVIEW',
        comment: 'Well documented.',
        note: null,
      },
      {
        role: 'CLUB_PRESIDENT',
        member: { display_name: 'Kamal Silva' },
        created_at: '2026-08-18T04:00:00.000Z',
        status: 'CLUB_PRESIDENT_SECRETARY_REVIEW',
        comment: null,
        note: null,
      },
    ],
    projectPoints: [
      {
        id: 11,
        items: { title: 'Large trees planted' },
        comment: '120 trees x 0.5',
        quantity: 120,
        unit_point: 0.5,
        total_point: 60,
        status: 'PENDING',
        reject_comments: null,
      },
      {
        id: 12,
        items: { title: 'Direct beneficiaries' },
        comment: null,
        quantity: 40,
        unit_point: 1,
        total_point: 40,
        status: 'APPROVED',
        reject_comments: null,
      },
      {
        id: 13,
        items: { title: 'Photos' },
        comment: null,
        quantity: 1,
        unit_point: 5,
        total_point: 5,
        status: 'REJECTED',
        reject_comments: 'Blurred photos',
      },
    ],
    totalEstimationPoints: 105,
    projectApprovedPoints: [],
    approvedTotal: 0,
    waiting_for: 'ZONE_CHAIRPERSON',
    review_role: null,
    waiting_since: null,
    review_stand_in: false,
    may_send_back: false,
    sent_back: null,
    ...overrides,
  };
}

/** The committee, contributions and participants of the fixture project. */
const PARTS = {
  committee: [
    {
      uuid: '2b3c4d5e-0000-4000-8000-000000000001',
      position: 'Project Chairman',
      member: { uuid: '3c4d5e6f-0000-4000-8000-000000000001', display_name: 'Nimal Perera' },
      project_id: projectUuid(7),
    },
    {
      uuid: '2b3c4d5e-0000-4000-8000-000000000002',
      position: 'Committee Member',
      member: { uuid: '3c4d5e6f-0000-4000-8000-000000000002', display_name: 'Ayesha Fernando' },
      project_id: projectUuid(7),
    },
  ],
  contributions: [
    {
      uuid: '4d5e6f70-0000-4000-8000-000000000001',
      member: { uuid: '3c4d5e6f-0000-4000-8000-000000000002', display_name: 'Ayesha Fernando' },
      contributions: 25000,
      project_id: projectUuid(7),
    },
  ],
  participants: [
    {
      uuid: '5e6f7081-0000-4000-8000-000000000001',
      member: { uuid: '3c4d5e6f-0000-4000-8000-000000000003', display_name: 'Ruwan Dias' },
      project_id: projectUuid(7),
      members: [{ uuid: '3c4d5e6f-0000-4000-8000-000000000003', display_name: 'Ruwan Dias' }],
    },
  ],
};

const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';
const UUID = projectDetail().uuid;

/** The requests made, as 'METHOD path' with their JSON bodies. */
async function requests(): Promise<string[]> {
  return Promise.all(
    fetchMock.mock.calls.map(async ([input, init]) => {
      const request = asRequest(input, init);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      return `${request.method} ${new URL(request.url).pathname}${body ? ` ${body}` : ''}`;
    }),
  );
}

/** The POSTs made, as 'path body'. */
async function posts(): Promise<string[]> {
  return (await requests()).filter((r) => r.startsWith('POST ')).map((r) => r.slice(5));
}

/**
 * A server answering the project (as `detail`, then `afterPost` once anything was posted) and its
 * lists; every POST is answered with `answer`.
 */
function serve(
  detail: Detail,
  answer: () => Response = () => json({ status_code: 200, message: 'Success' }),
  afterPost: Detail = detail,
) {
  let posted = false;
  fetchMock.mockImplementation((input, init) => {
    const request = asRequest(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST') {
      posted = true;
      return Promise.resolve(answer());
    }
    if (path === `/api/service-project/${UUID}/info`)
      return Promise.resolve(json({ status_code: 200, data: posted ? afterPost : detail }));
    if (path === `/api/service-project/${UUID}/committee-member/list`)
      return Promise.resolve(json({ status_code: 200, data: PARTS.committee }));
    if (path === `/api/service-project/${UUID}/clubs-contribution/list`)
      return Promise.resolve(json({ status_code: 200, data: PARTS.contributions }));
    if (path === `/api/service-project/${UUID}/participant/list`)
      return Promise.resolve(json({ status_code: 200, data: PARTS.participants }));
    if (path === `/api/service-project/${UUID}/duplicate-claims`)
      return Promise.resolve(json({ status_code: 200, data: { flags: [] } }));
    return Promise.resolve(json({ message: 'Not found' }, 404));
  });
}

/** Signs in as a role and opens the project's preview. */
function renderAs(role: string) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/projects/info/${UUID}`]}>
        <Routes>
          <Route path="/projects/info/:uuid" element={<ProjectPreviewPage />} />
          <Route path="/projects" element={<p>The project list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The label/value pairs of a section's view. */
function pairs(section: string): [string, string][] {
  const region = screen.getByRole('region', { name: section });
  return [...region.querySelectorAll('.cms-activity-view__row')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

/** The body rows of a table, as their cells' text. */
function tableRows(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => row.closest('tbody'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The body rows of the entries table inside a section. */
function sectionRows(section: string): string[][] {
  const table = within(screen.getByRole('region', { name: section })).getByRole('table');
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

describe('ProjectPreviewPage: the sections', () => {
  it('shows the information, committee, contributions, participants and documents as project-view.json says', async () => {
    serve(projectDetail());
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Tree planting at Viharamahadevi Park');
    await waitFor(() => expect(sectionRows('Committee')).toHaveLength(2));

    expect(screen.getByRole('heading', { name: 'Project Preview' })).toBeTruthy();
    expect(pairs('Information')).toEqual([
      ['Project Code', 'GP-2026-0007'],
      ['Project Title', 'Tree planting at Viharamahadevi Park'],
      ['Club', 'Lions Club of Colombo Host'],
      ['Project Type', 'General (GP)'],
      ['Theme', 'Reforestation'],
      ['Venue', 'Viharamahadevi Park'],
      ['Date', '15/08/2026'],
      ['Total Project Cost', 'Rs. 125,000.00'],
      ['Direct Beneficiaries', '40'],
      ['Indirect Beneficiaries', '300'],
      ['Large Trees', '120'],
      // Optional (issue 14), not entered: the view's mark for a missing value.
      ['Volunteer Hours', '-'],
      ['Funds Raised', '-'],
      ['Description', 'Planting native trees with the school children.'],
      ['Billing Proof', 'PDF document'],
      ['International Reporting Screenshot', ''],
    ]);
    // Files open their signed links in a new tab; images as thumbnails.
    const info = screen.getByRole('region', { name: 'Information' });
    const bill = within(info).getByRole('link', { name: 'PDF document' });
    expect(bill.getAttribute('href')).toBe('/api/files/bill.pdf?exp=1&sig=a');
    expect(bill.getAttribute('target')).toBe('_blank');
    const shot = within(info).getByRole('img', { name: 'International Reporting Screenshot' });
    expect(shot.getAttribute('src')).toBe('/api/files/shot.jpg?exp=1&sig=b');
    expect(shot.closest('a')?.getAttribute('target')).toBe('_blank');

    expect(sectionRows('Committee')).toEqual([
      ['Project Chairman', 'Nimal Perera'],
      ['Committee Member', 'Ayesha Fernando'],
    ]);
    expect(sectionRows('Contributions')).toEqual([['Ayesha Fernando', 'Rs. 25,000.00']]);
    expect(sectionRows('Participants')).toEqual([['Ruwan Dias']]);
    expect(sectionRows('Documents')).toEqual([
      ['Photo 01', '', 'Opening ceremony', 'Club Secretary'],
      ['Project Report', 'PDF document', '-', '-'],
    ]);
    const documents = screen.getByRole('region', { name: 'Documents' });
    const photo = within(documents).getByRole('img');
    expect(photo.getAttribute('src')).toBe('/api/files/photo1.jpg?exp=1&sig=c');
    expect(photo.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(within(documents).getByRole('link', { name: 'PDF document' }).getAttribute('href')).toBe(
      '/api/files/report.pdf?exp=1&sig=d',
    );
  });

  it("shows a draft's code, which it takes at its first submission, as Draft", async () => {
    serve(projectDetail({ project_code: '', status: 'PROCESSING' }));
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Tree planting at Viharamahadevi Park');
    expect(pairs('Information')[0]).toEqual(['Project Code', 'Draft']);
    const summary = document.querySelector('.cms-project-preview__code')!;
    expect(summary.textContent).toBe('Draft');
    expect(summary.querySelector('.bp6-text-muted')).toBeTruthy();
  });

  it('shows the volunteer hours and the funds raised in rupees once entered', async () => {
    serve(projectDetail({ volunteer_hours: 36, funds_raised: 50000 }));
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Tree planting at Viharamahadevi Park');
    expect(pairs('Information')).toContainEqual(['Volunteer Hours', '36']);
    expect(pairs('Information')).toContainEqual(['Funds Raised', 'Rs. 50,000.00']);
  });

  it('shows small trees for gardening_farming and neither count for other themes', async () => {
    serve(projectDetail({ theme: { governor_theme: THEMES.gardening }, small_tree: 30, large_tree: 0 }));
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Home Gardening');
    const labels = () => pairs('Information').map(([label]) => label);
    expect(pairs('Information')).toContainEqual(['Small Trees', '30']);
    expect(labels()).not.toContain('Large Trees');
  });

  it('shows no tree count for a theme without one', async () => {
    serve(projectDetail({ theme: { governor_theme: THEMES.health }, large_tree: 0 }));
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Health Camps');
    const labels = pairs('Information').map(([label]) => label);
    expect(labels).not.toContain('Large Trees');
    expect(labels).not.toContain('Small Trees');
  });

  it('shows the status history with role names, Colombo dates, chips and comments, and what it waits for', async () => {
    serve(projectDetail());
    renderAs('CLUB_PRESIDENT');
    await screen.findByRole('table', { name: 'Status history' });
    expect(tableRows('Status history')).toEqual([
      ['Club Secretary', 'Sanduni Jayasinghe', '01/08/2026', 'Draft', ''],
      // 19:30 UTC is already the next day in Colombo.
      ['Club Secretary', 'Sanduni Jayasinghe', '17/08/2026', 'Submitted', ''],
      ['Project Chairman', 'Nimal Perera', '17/08/2026', 'Project Chairman Reviewed', 'Well documented.'],
      ['Club President', 'Kamal Silva', '18/08/2026', 'Club President/Secretary Reviewed', ''],
    ]);
    expect(screen.getByText('Waiting for: Zone Chairperson')).toBeTruthy();
  });

  it('says nothing of waiting once approved, and shows the approved points and their total', async () => {
    serve(
      projectDetail({
        status: 'APPROVED',
        waiting_for: null,
        projectApprovedPoints: [
          {
            id: 1,
            club: { name: 'Lions Club of Colombo Host' },
            comment: 'Approved',
            points: 100,
            kind: 'approval',
            created_at: '2026-09-01T04:00:00.000Z',
            reverses_id: null,
            reversed: false,
          },
          {
            id: 2,
            club: { name: 'Lions Club of Colombo Host' },
            comment: 'Photos were late',
            points: -5,
            kind: 'adjustment',
            created_at: '2026-09-02T04:00:00.000Z',
            reverses_id: null,
            reversed: false,
          },
        ],
        approvedTotal: 95,
      }),
    );
    renderAs('CLUB_PRESIDENT');
    await screen.findByRole('table', { name: 'Approved points' });
    expect(screen.queryByText(/Waiting for/)).toBeNull();
    expect(tableRows('Approved points')).toEqual([
      ['01/09/2026', 'Lions Club of Colombo Host', 'Approved', '100'],
      ['02/09/2026', 'Lions Club of Colombo Host', 'Photos were late', '-5'],
    ]);
    const total = within(screen.getByRole('table', { name: 'Approved points' })).getByText('95');
    expect(total.closest('tfoot')).toBeTruthy();
    // Adjusting and reversing are the evaluator's.
    expect(screen.queryByRole('heading', { name: 'Points Adjustment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reverse/ })).toBeNull();
  });

  it('shows a failed load as a dismissible alert', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ status_code: 404, message: 'Project not found.' }, 404)),
    );
    renderAs('CLUB_PRESIDENT');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Project not found.'));
    expect(screen.queryByRole('region', { name: 'Information' })).toBeNull();
  });

  it('offers Edit on a draft to a role that may edit its type, never on a project in review', async () => {
    serve(projectDetail({ status: 'PENDING', waiting_for: null }));
    renderAs('CLUB_PRESIDENT');
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      `/projects/edit/1/${UUID}`,
    );
  });

  it('offers no Edit on a project in review', async () => {
    serve(projectDetail());
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('GP-2026-0007', { selector: '.cms-project-preview__code' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});

describe('ProjectPreviewPage: the review form', () => {
  it('shows no review form to a role that may neither decide nor send the project back', async () => {
    serve(projectDetail({ review_role: null, may_send_back: false }));
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Waiting for: Zone Chairperson');
    expect(screen.queryByRole('button', { name: 'Pending' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approved' })).toBeNull();
  });

  it('at a review level: Pending needs a comment and no tick; Approved needs a comment and the tick and passes it on', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: 'ZONE_CHAIRPERSON', may_send_back: true }));
    renderAs('ZONE_CHAIRPERSON');
    await screen.findByRole('heading', { name: 'Review' });
    expect(button('Pending').disabled).toBe(true);
    expect(button('Approved').disabled).toBe(true);
    expect(
      screen.getByText('Approved passes the project to the Region CPE Coordinator or Chairperson.'),
    ).toBeTruthy();
    expect(screen.getByText(/Every decision needs a comment/)).toBeTruthy();

    await user.type(screen.getByLabelText('Comment'), '   ');
    expect(button('Pending').disabled).toBe(true);
    await user.type(screen.getByLabelText('Comment'), 'Add the bills');
    expect(button('Pending').disabled).toBe(false);

    await user.click(screen.getByLabelText('I confirmed and approve this project'));
    expect(button('Pending').disabled).toBe(true);
    expect(button('Approved').disabled).toBe(false);

    // Approving needs the comment too, at every level (spec 3 section 5).
    await user.clear(screen.getByLabelText('Comment'));
    expect(button('Approved').disabled).toBe(true);
    await user.type(screen.getByLabelText('Comment'), 'Visited the school.');
    await user.click(button('Approved'));

    expect(await screen.findByText('The project list')).toBeTruthy();
    expect(await posts()).toEqual([
      `/api/service-project/${UUID}/approve-update {"is_pending":false,"role":"ZONE_CHAIRPERSON","pending_comment":"Visited the school.","confirmed":true,"version":4}`,
    ]);
    expect(showToast).toHaveBeenCalledWith(
      'Project has been passed to the Region CPE Coordinator or Chairperson',
    );
  });

  it('sends a project back to pending with the comment, then returns to /projects', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: 'ZONE_CHAIRPERSON', may_send_back: true }));
    renderAs('ZONE_CHAIRPERSON');
    await user.type(await screen.findByLabelText('Comment'), ' Add the bills ');
    await user.click(button('Pending'));
    expect(await screen.findByText('The project list')).toBeTruthy();
    expect(await posts()).toEqual([
      `/api/service-project/${UUID}/approve-update {"is_pending":true,"role":"ZONE_CHAIRPERSON","pending_comment":"Add the bills","confirmed":false,"version":4}`,
    ]);
    expect(showToast).toHaveBeenCalledWith('Project has been sent back to pending');
  });

  it('sends one decision for a double click, and still returns to /projects', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: 'ZONE_CHAIRPERSON', may_send_back: true }));
    renderAs('ZONE_CHAIRPERSON');
    await user.type(await screen.findByLabelText('Comment'), 'Add the bills');
    await user.dblClick(button('Pending'));
    expect(await screen.findByText('The project list')).toBeTruthy();
    expect(await posts()).toHaveLength(1);
  });

  it('gives a reviewer who may only send it back the Pending button alone, and says whom it waits for', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: null, may_send_back: true }));
    renderAs('REGION_SECRETARY');
    await screen.findByRole('heading', { name: 'Review' });
    expect(
      screen.getByText(/This project waits for the Zone Chairperson\. You may send it back/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approved' })).toBeNull();
    expect(screen.queryByLabelText('I confirmed and approve this project')).toBeNull();
    await user.type(screen.getByLabelText('Comment'), 'The region totals differ.');
    await user.click(button('Pending'));
    expect(await screen.findByText('The project list')).toBeTruthy();
    expect((await posts())[0]).toContain('"is_pending":true');
  });

  it('tells a president standing in for a chairman without a sign-in that they do', async () => {
    serve(
      projectDetail({
        status: 'SUBMITTED',
        waiting_for: 'PROJECT_CHAIRMAN',
        review_role: 'PROJECT_CHAIRMAN',
        review_stand_in: true,
        may_send_back: true,
      }),
    );
    renderAs('CLUB_PRESIDENT');
    await screen.findByRole('heading', { name: 'Review' });
    expect(
      screen.getByText(/chairman has no sign-in, so you may review it in the chairman's place/),
    ).toBeTruthy();
    expect(button('Approved')).toBeTruthy();
  });

  it('for the evaluator, Approved is the final approval: the comment, the tick, and every line decided', async () => {
    const user = userEvent.setup();
    const decided = projectDetail().projectPoints.map((line) =>
      line.status === 'PENDING' ? { ...line, status: 'APPROVED' as const } : line,
    );
    serve(
      projectDetail({
        review_role: 'CLUBS_PERFORMANCE_EVALUATION',
        may_send_back: true,
        projectPoints: decided,
      }),
    );
    renderAs(EVALUATOR);
    await screen.findByRole('heading', { name: 'Review' });
    expect(screen.queryByText(/Approved passes the project/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve open lines and project' })).toBeNull();

    await user.click(screen.getByLabelText('I confirmed and approve this project'));
    expect(button('Approved').disabled).toBe(true);
    await user.type(screen.getByLabelText('Comment'), 'Well done');
    expect(button('Approved').disabled).toBe(false);
    expect(button('Pending').disabled).toBe(true);
    await user.click(button('Approved'));

    expect(await screen.findByText('The project list')).toBeTruthy();
    expect(await posts()).toEqual([
      `/api/service-project/${UUID}/approve-update {"is_pending":false,"role":"CLUBS_PERFORMANCE_EVALUATION","pending_comment":"Well done","confirmed":true,"version":4}`,
    ]);
    expect(showToast).toHaveBeenCalledWith('Project has been approved');
  });

  it('lists the undecided lines before the final approval and approves them with the project only after a confirmation', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: 'CLUBS_PERFORMANCE_EVALUATION', may_send_back: true }));
    renderAs(EVALUATOR);
    await screen.findByRole('heading', { name: 'Review' });
    expect(screen.getByText('1 point line is not decided yet')).toBeTruthy();
    expect(screen.getByText(/^Large trees planted \(60\)/)).toBeTruthy();
    await user.type(screen.getByLabelText('Comment'), 'Fine');
    await user.click(screen.getByLabelText('I confirmed and approve this project'));
    // The plain approval waits for the open line; the bulk step is there, and asks first.
    expect(button('Approved').disabled).toBe(true);
    await waitFor(() => expect(button('Approve open lines and project').disabled).toBe(false));
    await user.click(button('Approve open lines and project'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Approve the 1 open point line and the project?');
    // 60 + 40 approved; the rejected 5 stays out.
    expect(dialog.textContent).toContain('The club is awarded 100 points');
    expect(await posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve open lines and project' }));

    expect(await screen.findByText('The project list')).toBeTruthy();
    expect(await posts()).toEqual([
      `/api/service-project/${UUID}/approve-update {"is_pending":false,"role":"CLUBS_PERFORMANCE_EVALUATION","pending_comment":"Fine","confirmed":true,"version":4,"approve_open_lines":true}`,
    ]);
  });

  it('shows a refused decision above the form and stays', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: 'ZONE_CHAIRPERSON', may_send_back: true }), () =>
      json(
        {
          status_code: 409,
          message: 'The project has changed since you opened it. Reload it and decide again.',
        },
        409,
      ),
    );
    renderAs('ZONE_CHAIRPERSON');
    await user.type(await screen.findByLabelText('Comment'), 'Checked');
    await user.click(screen.getByLabelText('I confirmed and approve this project'));
    await user.click(button('Approved'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The project has changed since you opened it.');
    expect(screen.queryByText('The project list')).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('ProjectPreviewPage: a decision someone else took first', () => {
  it('keeps the refusal on screen when the reload shows the project has moved on', async () => {
    const user = userEvent.setup();
    const moved = projectDetail({
      status: 'ZONE_CHAIRPERSON_REVIEW',
      version: 5,
      waiting_for: 'REGION_CPE_CHAIRPERSON',
      review_role: null,
      may_send_back: false,
    });
    serve(
      projectDetail({ review_role: 'ZONE_CHAIRPERSON', may_send_back: true }),
      () => json({ status_code: 409, message: 'This project is not waiting for your review.' }, 409),
      moved,
    );
    renderAs('ZONE_CHAIRPERSON');
    await user.type(await screen.findByLabelText('Comment'), 'Checked');
    await user.click(screen.getByLabelText('I confirmed and approve this project'));
    await user.click(button('Approved'));

    await screen.findByText('Waiting for: Region CPE Coordinator or Chairperson');
    expect(screen.queryByRole('button', { name: 'Approved' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('This project is not waiting for your review.');
  });

  it('shows why a project waiting in PENDING was sent back, and where it returns', async () => {
    serve(
      projectDetail({
        status: 'PENDING',
        waiting_for: null,
        sent_back: {
          comment: 'Attach the bills for the saplings.',
          role: 'ZONE_CHAIRPERSON',
          member: { display_name: 'Dilani Perera' },
          created_at: '2026-08-20T04:00:00.000Z',
          returns_to: 'ZONE_CHAIRPERSON',
        },
      }),
    );
    renderAs('CLUB_PRESIDENT');
    await screen.findByText('Sent back for changes');
    expect(screen.getByText('Sent back by Zone Chairperson (Dilani Perera) on 20/08/2026:')).toBeTruthy();
    expect(screen.getByText('Attach the bills for the saplings.')).toBeTruthy();
    expect(screen.getByText(/it goes back to the Zone Chairperson/)).toBeTruthy();
  });
});

describe('ProjectPreviewPage: points', () => {
  it('shows the estimate lines and total to every reader, without actions', async () => {
    serve(projectDetail());
    renderAs('CLUB_PRESIDENT');
    await screen.findByRole('table', { name: 'Estimated points' });
    expect(tableRows('Estimated points')).toEqual([
      ['Large trees planted120 trees x 0.5', '120', '0.5', '60', 'Pending'],
      ['Direct beneficiaries', '40', '1', '40', 'Approved'],
      ['Photos', '1', '5', '5', 'RejectedBlurred photos'],
    ]);
    const foot = screen.getByRole('table', { name: 'Estimated points' }).querySelector('tfoot')!;
    expect(foot.textContent).toContain('Total Estimation');
    expect(foot.textContent).toContain('105');
    expect(screen.queryByRole('button', { name: /Approve|Reject|Refresh/ })).toBeNull();
  });

  it('lets the evaluator approve and reject lines as the line machine allows, and refresh', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ review_role: 'CLUBS_PERFORMANCE_EVALUATION' }));
    renderAs(EVALUATOR);
    await screen.findByRole('table', { name: 'Estimated points' });
    // No approve on an approved line, no reject on a rejected one.
    expect(screen.getByRole('button', { name: 'Approve Large trees planted' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject Large trees planted' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Direct beneficiaries' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject Direct beneficiaries' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve Photos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject Photos' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approve Large trees planted' }));
    await waitFor(() => expect(button('Reject Direct beneficiaries').disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Reject Direct beneficiaries' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Points' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Comment'), 'Counted twice');
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refresh' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(async () =>
      expect(await posts()).toEqual([
        '/api/project-points/update-status {"id":11,"status":"APPROVED","reject_comments":null,"version":4}',
        '/api/project-points/update-status {"id":12,"status":"REJECTED","reject_comments":"Counted twice","version":4}',
        `/api/service-project/${UUID}/point-calculate`,
      ]),
    );
  });

  it('holds the line actions while the project reloads, so no decision goes out with a stale version', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const before = projectDetail({ review_role: 'CLUBS_PERFORMANCE_EVALUATION' });
    const after = projectDetail({
      review_role: 'CLUBS_PERFORMANCE_EVALUATION',
      version: 5,
      projectPoints: before.projectPoints.map((l) =>
        l.id === 11 ? { ...l, status: 'APPROVED' as const } : l,
      ),
    });
    let posted = false;
    fetchMock.mockImplementation(async (input, init) => {
      const request = asRequest(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') {
        posted = true;
        return json({ status_code: 200, message: 'Success' });
      }
      if (path.endsWith('/info')) {
        if (posted) await held;
        return json({ status_code: 200, data: posted ? after : before });
      }
      return json({ status_code: 200, data: [] });
    });
    renderAs(EVALUATOR);
    await user.click(await screen.findByRole('button', { name: 'Approve Large trees planted' }));
    await waitFor(() => expect(button('Approve Photos').disabled).toBe(true));
    expect(button('Refresh').disabled).toBe(true);
    release();
    await waitFor(() => expect(button('Approve Photos').disabled).toBe(false));
    await user.click(button('Approve Photos'));
    await waitFor(async () =>
      expect(await posts()).toEqual([
        '/api/project-points/update-status {"id":11,"status":"APPROVED","reject_comments":null,"version":4}',
        '/api/project-points/update-status {"id":13,"status":"APPROVED","reject_comments":null,"version":5}',
      ]),
    );
  });

  it('gives the evaluator no line actions and no Refresh once approved, but the adjustment form', async () => {
    serve(projectDetail({ status: 'APPROVED', waiting_for: null }));
    renderAs(EVALUATOR);
    await screen.findByRole('table', { name: 'Estimated points' });
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Points Adjustment' })).toBeTruthy();
  });

  it("adjusts only with both points and reason, else says 'Please enter all inputs' and asks nothing", async () => {
    const user = userEvent.setup();
    serve(projectDetail({ status: 'APPROVED', waiting_for: null, approvedTotal: 95 }));
    renderAs(EVALUATOR);
    const points = await screen.findByRole('textbox', { name: 'Points' });
    await user.click(button('Adjust Points'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter all inputs');

    await user.type(points, '-5');
    await user.click(button('Adjust Points'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter all inputs');
    expect(await posts()).toEqual([]);

    await user.clear(points);
    await user.type(screen.getByLabelText('Reason'), 'Photos were late');
    await user.click(button('Adjust Points'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter all inputs');
    expect(await posts()).toEqual([]);

    await user.type(points, '5 points');
    await user.click(button('Adjust Points'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the points as a number, with a minus sign to take points away.',
    );
    expect(await posts()).toEqual([]);

    await user.clear(points);
    await user.type(points, '-5');
    await user.click(button('Adjust Points'));
    // Asked first; nothing goes out until the evaluator says Save.
    const confirm = await screen.findByRole('alertdialog', { name: 'Save this adjustment?' });
    expect(await posts()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await posts()).toEqual([
        `/api/service-project/${UUID}/point-update {"point":-5,"comment":"Photos were late","version":4}`,
      ]),
    );
    expect(showToast).toHaveBeenCalledWith('Points have been adjusted successfully');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Points' }) as HTMLInputElement).value).toBe(''),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refused adjustment from the server', async () => {
    const user = userEvent.setup();
    serve(projectDetail({ status: 'APPROVED', waiting_for: null, approvedTotal: 50 }), () =>
      json(
        {
          status_code: 422,
          errors: { point: ['An adjustment may add or take away at most 1000 points.'] },
        },
        422,
      ),
    );
    renderAs(EVALUATOR);
    await user.type(await screen.findByRole('textbox', { name: 'Points' }), '1500');
    await user.type(screen.getByLabelText('Reason'), 'A national award');
    await user.click(button('Adjust Points'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An adjustment may add or take away at most 1000 points.',
    );
    // The form keeps what was typed, to be corrected.
    expect((screen.getByRole('textbox', { name: 'Points' }) as HTMLInputElement).value).toBe('1500');
  });
});
