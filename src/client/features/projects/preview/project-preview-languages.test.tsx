import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../shared/api/openapi';
import commonSi from '../../../../../schemas/common/i18n/si.json';
import commonTa from '../../../../../schemas/common/i18n/ta.json';
import committeeSi from '../../../../../schemas/projects/project-committee/i18n/si.json';
import committeeTa from '../../../../../schemas/projects/project-committee/i18n/ta.json';
import documentSi from '../../../../../schemas/projects/project-document/i18n/si.json';
import documentTa from '../../../../../schemas/projects/project-document/i18n/ta.json';
import projectsSi from '../../../../../schemas/projects/i18n/si.json';
import projectsTa from '../../../../../schemas/projects/i18n/ta.json';
import pickersSi from '../../../i18n/catalogues/si/pickers.json';
import pickersTa from '../../../i18n/catalogues/ta/pickers.json';
import projectsCatalogueSi from '../../../i18n/catalogues/si/projects.json';
import projectsCatalogueTa from '../../../i18n/catalogues/ta/projects.json';
import { inLanguage } from '../../../i18n/language-test-kit';
import { asRequest, HOST, json, projectUuid } from '../testing/project-fixtures';
import { ProjectPreviewPage } from './project-preview-page';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

type Detail = components['schemas']['ProjectDetail'];
const UUID = projectUuid(7);

/** A submitted GP project with a document, and two point lines as the server stores them. */
const DETAIL: Detail = {
  uuid: UUID,
  project_code: 'GP-2026-0007',
  project_title: 'Meals at the school',
  project_type: 'GP',
  status: 'SUBMITTED',
  version: 2,
  club: HOST,
  created_at: '2026-08-01T04:00:00.000Z',
  theme: {
    governor_theme: { uuid: '4d5e6f70-0000-4000-8000-000000000001', theme: 'Vision', theme_key: 'vision' },
  },
  governor_theme_id: null,
  venue: 'Royal College',
  date: '2026-08-15',
  total_project_cost: 25000,
  direct_beneficiaries: 120,
  indirect_beneficiaries: 400,
  large_tree: 0,
  small_tree: 0,
  volunteer_hours: null,
  funds_raised: null,
  description: 'Meals for the children.',
  billing_proof: null,
  billing_proof_path: null,
  int_report_screenshot: null,
  int_report_screenshot_path: null,
  documents: [
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
  statusLogs: [],
  projectPoints: [
    {
      id: 11,
      items: { title: 'Service project (by type)' },
      comment: 'General project (GP): 20 points',
      quantity: 1,
      unit_point: 20,
      total_point: 20,
      status: 'PENDING',
      reject_comments: null,
    },
    {
      id: 12,
      items: { title: 'Members participating (1 each, at most 15)' },
      comment: '12 members took part, 1 point each',
      quantity: 12,
      unit_point: 1,
      total_point: 12,
      status: 'REJECTED',
      reject_comments: 'Two of them were guests',
    },
  ],
  totalEstimationPoints: 32,
  projectApprovedPoints: [],
  approvedTotal: 0,
  waiting_for: null,
  review_role: null,
  waiting_since: null,
  review_stand_in: false,
  may_send_back: false,
  sent_back: null,
};

const COMMITTEE = [
  {
    uuid: '2b3c4d5e-0000-4000-8000-000000000001',
    position: 'Project Chairman',
    member: { uuid: '3c4d5e6f-0000-4000-8000-000000000001', display_name: 'Nimal Perera' },
    project_id: UUID,
  },
];

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = new URL(asRequest(input, init).url).pathname;
    const data =
      path === `/api/service-project/${UUID}/info`
        ? DETAIL
        : path === `/api/service-project/${UUID}/committee-member/list`
          ? COMMITTEE
          : path.endsWith('/list')
            ? []
            : null;
    return Promise.resolve(data ? json({ status_code: 200, data }) : json({ message: 'Not found' }, 404));
  });
});

/** Signs in as a club president who reads the app in `language`, and opens the preview. */
function renderIn(language: 'si' | 'ta') {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUB_PRESIDENT');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {inLanguage(
        language,
        <MemoryRouter initialEntries={[`/projects/info/${UUID}`]}>
          <Routes>
            <Route path="/projects/info/:uuid" element={<ProjectPreviewPage />} />
          </Routes>
        </MemoryRouter>,
      )}
    </QueryClientProvider>,
  );
}

const PICKERS: Record<'si' | 'ta', Record<string, string>> = { si: pickersSi, ta: pickersTa };

const CATALOGUES: Record<'si' | 'ta', Record<string, string>> = {
  si: projectsCatalogueSi,
  ta: projectsCatalogueTa,
};

const OVERLAYS = {
  si: {
    view: { ...commonSi, ...projectsSi },
    committee: committeeSi,
    document: { ...commonSi, ...documentSi },
  },
  ta: {
    view: { ...commonTa, ...projectsTa },
    committee: committeeTa,
    document: { ...commonTa, ...documentTa },
  },
} as const;

describe.each(['si', 'ta'] as const)('the project preview in %s', (language) => {
  const view = (text: string) => (OVERLAYS[language].view as Record<string, string>)[text]!;

  it("shows the view's sections and labels, and the positions and document types, in the language", async () => {
    renderIn(language);
    const information = await screen.findByRole('region', { name: view('Information') });
    const labels = [...information.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toContain(view('Project Title'));
    expect(labels).toContain(view('Venue'));
    expect(labels).not.toContain('Project Title');
    expect(within(information).getByText('Meals at the school')).toBeTruthy();
    // The theme by its key, in the app's words for it.
    expect(within(information).getByText(PICKERS[language]['pickers.theme.vision']!)).toBeTruthy();
    expect(within(information).queryByText('Vision')).toBeNull();

    const committee = screen.getByRole('region', { name: view('Committee') });
    expect(
      await within(committee).findByText(
        (OVERLAYS[language].committee as Record<string, string>)['Project Chairman']!,
      ),
    ).toBeTruthy();
    const documents = screen.getByRole('region', { name: view('Documents') });
    expect(
      within(documents).getByText((OVERLAYS[language].document as Record<string, string>)['Project Report']!),
    ).toBeTruthy();
  });

  it("shows each point line's title and comment in the language, the evaluator's reason as typed", async () => {
    renderIn(language);
    const title = view('Members participating (1 each, at most 15)');
    const line = (await screen.findByText(title)).closest('tr')!;
    expect(title).not.toBe('Members participating (1 each, at most 15)');
    const comment = view('{counts.participants} members took part, {unit_point} point each')
      .replace('{counts.participants}', '12')
      .replace('{unit_point}', '1');
    expect(within(line).getByText(comment)).toBeTruthy();
    expect(within(line).getByText('Two of them were guests')).toBeTruthy();

    const base = screen.getByText(view('Service project (by type)')).closest('tr')!;
    // The type's words are the app's (the projects catalogue), the code and points as computed.
    expect(base.textContent).toContain(`${CATALOGUES[language]['projects.type.general']} `);
    expect(base.textContent).toContain('(GP)');
    expect(base.textContent).not.toContain('General');
  });
});
