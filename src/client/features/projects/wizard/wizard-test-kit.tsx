import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Fragment, StrictMode, Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { components } from '../../../../shared/api/openapi';
import type { Language } from '../../../../shared/i18n/schema-texts';
import { inLanguage } from '../../../i18n/language-test-kit';
import type { StoredRole } from '../../../lib/session-store';
import { ProjectWizardPage } from './project-wizard-page';

/** The fetch stub a test file installs with vi.hoisted (the typed client keeps the fetch it finds). */
export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

type ProjectDetail = components['schemas']['ProjectDetail'];
type CommitteeEntry = components['schemas']['ProjectCommitteeEntry'];
type Contribution = components['schemas']['ProjectContribution'];
type Participant = components['schemas']['ProjectParticipant'];
type ProjectDocument = components['schemas']['ProjectDocument'];
type MemberChoice = components['schemas']['MemberChoice'];

/** The stored project of the tests. */
export const PROJECT = '5b7c9d1e-2f3a-4b5c-8d6e-7f8091a2b3c4';
/** The uuid the server gives a project created in a test. */
export const NEW_PROJECT = '6c8d0e2f-3a4b-4c5d-9e6f-8091a2b3c4d5';
export const CLUB = { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' };

export const REFORESTATION = {
  uuid: 'a1b2c3d4-0001-4000-8000-000000000001',
  theme: 'Reforestation',
  theme_key: 'reforestation',
};
export const GARDENING = {
  uuid: 'a1b2c3d4-0002-4000-8000-000000000002',
  theme: 'Gardening and Farming',
  theme_key: 'gardening_farming',
};
export const HUNGER = {
  uuid: 'a1b2c3d4-0003-4000-8000-000000000003',
  theme: 'Hunger Relief',
  theme_key: 'hunger',
};
export const THEMES = [REFORESTATION, GARDENING, HUNGER];

function member(n: number, name: string): MemberChoice {
  return {
    uuid: `2f1c0a5e-8b7d-4c3a-9e2f-${String(n).padStart(12, '0')}`,
    name,
    group: CLUB.name,
    profile_image: null,
    international_id: `1002${n}`,
  };
}
export const NIMAL = member(1, 'Nimal Perera');
export const SUNIL = member(2, 'Sunil Silva');
export const KAMALA = member(3, 'Kamala Fernando');
export const MEMBERS = [NIMAL, SUNIL, KAMALA];

/** A stored project as GET {id}/info answers it: a PROCESSING GP draft with a hunger theme. */
export function projectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    uuid: PROJECT,
    project_code: 'GP-2026-0007',
    project_title: 'Tree planting at the school',
    project_type: 'GP',
    status: 'PROCESSING',
    version: 3,
    club: CLUB,
    created_at: '2026-08-01T04:00:00.000Z',
    theme: { governor_theme: HUNGER },
    governor_theme_id: HUNGER.uuid,
    venue: 'Royal College',
    date: '2026-08-15',
    total_project_cost: 25000,
    direct_beneficiaries: 120,
    indirect_beneficiaries: 400,
    large_tree: 0,
    small_tree: 0,
    volunteer_hours: null,
    funds_raised: null,
    description: 'Meals for the children of the school.',
    billing_proof: 'https://files.example/billing?sig=x',
    billing_proof_path: 'pdf',
    int_report_screenshot: 'https://files.example/shot?sig=y',
    int_report_screenshot_path: 'image',
    documents: [],
    statusLogs: [],
    projectPoints: [],
    totalEstimationPoints: 0,
    projectApprovedPoints: [],
    approvedTotal: 0,
    waiting_for: null,
    review_role: null,
    waiting_since: null,
    review_stand_in: false,
    may_send_back: false,
    sent_back: null,
    ...overrides,
  };
}

/** A member as the wizard's lists name them. */
function ref(choice: MemberChoice) {
  return { uuid: choice.uuid, display_name: choice.name };
}

/** A committee entry of the stored project. */
export function committeeEntry(
  n: number,
  choice: MemberChoice,
  position: CommitteeEntry['position'],
): CommitteeEntry {
  return {
    uuid: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    position,
    member: ref(choice),
    project_id: PROJECT,
  };
}

/** A participant of the stored project. */
export function participant(n: number, choice: MemberChoice): Participant {
  const who = ref(choice);
  return {
    uuid: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    member: who,
    project_id: PROJECT,
    members: [who],
  };
}

/** A contribution to the stored project. */
export function contribution(n: number, choice: MemberChoice, amount: number): Contribution {
  return {
    uuid: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    member: ref(choice),
    contributions: amount,
    project_id: PROJECT,
  };
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** One request as the fake server saw it: JSON bodies parsed, multipart as fields (files as `file:<name>`). */
export interface SeenRequest {
  method: string;
  path: string;
  /** The `club` header it carried, if any. */
  club?: string;
  json?: unknown;
  form?: Record<string, string>;
}

interface Failure {
  method: string;
  path: RegExp;
  status: number;
  body: unknown;
}

/**
 * The projects API as the contract answers it, over one project's state: tests arrange the state,
 * act through the page, and read what was sent (`seen`) and what the server now holds.
 */
export class FakeProjectServer {
  project: ProjectDetail | null;
  committee: CommitteeEntry[] = [];
  contributions: Contribution[] = [];
  participants: Participant[] = [];
  seen: SeenRequest[] = [];
  /** The district's clubs, for the club chooser's searches; `region` names where each lies. */
  clubs: Array<{ uuid: string; name: string; region: string }> = [];
  private failures: Failure[] = [];
  private holds: Array<{ method: string; path: RegExp; until: Promise<void> }> = [];
  private counter = 100;

  constructor(project: ProjectDetail | null = projectDetail()) {
    this.project = project;
  }

  /** The next request matching method and path answers this failure instead. */
  failNext(method: string, path: RegExp, status: number, body: unknown): void {
    this.failures.push({ method, path, status, body });
  }

  /** Requests matching method and path wait until the returned release is called. */
  hold(method: string, path: RegExp): () => void {
    let release: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (release = resolve));
    this.holds.push({ method, path, until });
    return () => release();
  }

  /** The requests that changed something (not GETs), as 'METHOD path'. */
  writes(): string[] {
    return this.seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  }

  /** The last request to a path (method too, when given). */
  last(path: string, method?: string): SeenRequest | undefined {
    return [...this.seen].reverse().find((r) => r.path === path && (!method || r.method === method));
  }

  private nextUuid(prefix: string): string {
    this.counter += 1;
    return `${prefix}0000000-0000-4000-8000-${String(this.counter).padStart(12, '0')}`;
  }

  /** Answers one request. */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    const method = request.method;
    const seen: SeenRequest = { method, path };
    const club = request.headers.get('club');
    if (club) seen.club = club;
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await request.formData();
      seen.form = Object.fromEntries(
        [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]),
      );
    } else if (method !== 'GET' && method !== 'DELETE') {
      seen.json = JSON.parse((await request.text()) || 'null');
    }
    this.seen.push(seen);
    for (const hold of this.holds) if (hold.method === method && hold.path.test(path)) await hold.until;
    const failure = this.failures.findIndex((f) => f.method === method && f.path.test(path));
    if (failure >= 0) {
      const [f] = this.failures.splice(failure, 1);
      return json(f!.body, f!.status);
    }
    return this.route(method, path, seen);
  }

  private route(method: string, path: string, seen: SeenRequest): Response {
    const p = this.project;
    const ok = (data: unknown, message?: string) =>
      json({ status_code: 200, ...(message && { message }), data });
    const notFound = () => json({ status_code: 404, message: 'Not found' }, 404);
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/governor-theme/list') return ok(THEMES);
    const named = (search: string, region?: string) =>
      this.clubs
        .filter(
          (c) => (!region || c.region === region) && c.name.toLowerCase().includes(search.toLowerCase()),
        )
        .map(({ uuid, name }) => ({ uuid, name }));
    if (method === 'GET' && (m = /^\/api\/user\/role\/club-list\/se=(.*)$/.exec(path))) {
      return ok(named(m[1]!));
    }
    if (method === 'GET' && (m = /^\/api\/service-project\/([^/]+)\/region-clubs\/se=(.*)$/.exec(path))) {
      return ok(named(m[2]!, m[1]!));
    }
    m = /^\/api\/service-project\/([^/]+)\/(committee-member|clubs-contribution|participant)\/list$/.exec(
      path,
    );
    if (method === 'GET' && m) {
      if (!p || m[1] !== p.uuid) return notFound();
      const lists = {
        'committee-member': this.committee,
        'clubs-contribution': this.contributions,
        participant: this.participants,
      };
      return ok(lists[m[2] as keyof typeof lists]);
    }
    if (
      method === 'GET' &&
      (m = /^\/api\/service-project\/([^/]+)\/committee-members\/se=(.*)$/.exec(path))
    ) {
      const search = m[2]!.toLowerCase();
      return ok(MEMBERS.filter((x) => x.name.toLowerCase().includes(search)));
    }
    if (method === 'POST' && path === '/api/service-project/info/save') {
      const f = seen.form ?? {};
      const club = this.clubs.find((c) => c.uuid === seen.club);
      this.project = projectDetail({
        ...(club && { club: { uuid: club.uuid, name: club.name } }),
        uuid: NEW_PROJECT,
        project_title: f.project_title ?? null,
        project_type: (f.project_type as ProjectDetail['project_type']) ?? null,
        governor_theme_id: f.governor_theme_id ?? null,
        venue: f.venue ?? null,
      });
      return ok({ uuid: NEW_PROJECT }, 'Success');
    }
    if (method === 'POST' && path === '/api/service-project/committee-member/save') {
      const body = seen.json as { position: CommitteeEntry['position']; member: string; project_id: string };
      const who = MEMBERS.find((x) => x.uuid === body.member)!;
      const entry = {
        ...committeeEntry(0, who, body.position),
        uuid: this.nextUuid('c'),
        project_id: body.project_id,
      };
      this.committee.push(entry);
      return ok(entry, 'Committee member has been added');
    }
    if (method === 'POST' && path === '/api/service-project/clubs-contribution/save') {
      const body = seen.json as { member: string; contributions: number; project_id: string };
      const who = MEMBERS.find((x) => x.uuid === body.member)!;
      const entry = { ...contribution(0, who, body.contributions), uuid: this.nextUuid('e') };
      this.contributions.push(entry);
      return ok(entry, 'Contribution has been added');
    }
    if (method === 'POST' && (m = /^\/api\/service-project-contribution\/([^/]+)\/update$/.exec(path))) {
      const entry = this.contributions.find((c) => c.uuid === m![1]);
      if (!entry) return notFound();
      entry.contributions = (seen.json as { contributions: number }).contributions;
      return ok(entry, 'Contribution has been updated');
    }
    if (method === 'POST' && path === '/api/service-project/participant/save') {
      const f = seen.form ?? {};
      const added = Object.entries(f)
        .filter(([k]) => /^members\[\d+\]$/.test(k))
        .map(([, uuid]) => ({
          ...participant(
            0,
            MEMBERS.find((x) => x.uuid === uuid)!,
          ),
          uuid: this.nextUuid('d'),
        }));
      this.participants.push(...added);
      return ok(added, 'Participants have been added');
    }
    if (method === 'DELETE' && (m = /^\/api\/service-project\/delete\/([A-Z_]+)\/([^/]+)$/.exec(path))) {
      const lists: Record<string, Array<{ uuid: string }>> = {
        PROJECT_COMMITTEE: this.committee,
        PROJECT_CONTRIBUTION: this.contributions,
        PROJECT_PARTICIPANT: this.participants,
      };
      const list = lists[m[1]!];
      const at = list?.findIndex((e) => e.uuid === m![2]) ?? -1;
      if (!list || at < 0) return notFound();
      list.splice(at, 1);
      return json({ status_code: 200, message: 'success' });
    }
    if (method === 'DELETE' && (m = /^\/api\/document\/delete\/([^/]+)$/.exec(path))) {
      const at = p?.documents.findIndex((d) => d.uuid === m![1]) ?? -1;
      if (!p || at < 0) return notFound();
      p.documents.splice(at, 1);
      return json({ status_code: 200, message: 'success' });
    }
    m = /^\/api\/service-project\/([^/]+)\/([a-z-]+)$/.exec(path);
    if (!m || !p || m[1] !== p.uuid) return notFound();
    const [, , action] = m;
    if (method === 'GET' && action === 'info') return ok(p);
    if (method === 'POST' && action === 'update-info') {
      const f = seen.form ?? {};
      Object.assign(p, { project_title: f.project_title ?? p.project_title, venue: f.venue ?? p.venue });
      return ok({ uuid: p.uuid }, 'Success');
    }
    if (method === 'POST' && action === 'document') {
      const f = seen.form ?? {};
      const doc: ProjectDocument = {
        uuid: this.nextUuid('f'),
        type: f.document?.endsWith('.pdf') ? 'pdf' : 'image',
        document_type: f.type as ProjectDocument['document_type'],
        path: `https://files.example/${f.document?.slice(5)}?sig=z`,
        comments: f.comments ?? null,
        role: { name: 'Club President' },
        created_at: '2026-08-20T04:00:00.000Z',
      };
      p.documents.push(doc);
      return ok(doc, 'Document has been uploaded');
    }
    if (method === 'POST' && action === 'update') {
      p.status = 'SUBMITTED';
      return json({ status_code: 200, message: 'Project has been submitted' });
    }
    return notFound();
  }
}

/** XMLHttpRequest (multipart uploads with progress) answered by the same stub as fetch. */
function fakeXhrOver(fetchMock: FetchMock) {
  return class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    send(body: FormData) {
      const request = new Request(new URL(this.url, window.location.href), {
        method: this.method,
        headers: this.headers,
        body,
      });
      fetchMock(request).then(
        async (response) => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}

/** Answers every fetch and XHR of the page from the fake server. */
export function serve(fetchMock: FetchMock, server: FakeProjectServer): void {
  fetchMock.mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    return server.handle(request);
  });
  vi.stubGlobal('XMLHttpRequest', fakeXhrOver(fetchMock));
}

// Two lazily loaded pages of one module, as routes.tsx declares the create and edit routes.
const createPage = lazyPage(() => import('./project-wizard-page'), 'ProjectWizardPage');
const editPage = lazyPage(() => import('./project-wizard-page'), 'ProjectWizardPage');

/** The address the router shows, for the assertions on the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname}</output>;
}

/** What a render starts from: the signed-in role, and the wizard's stored place if any. */
export interface WizardRenderOptions {
  role: string;
  /** The roles the login answered (none stored when left out, as before). */
  roles?: StoredRole[];
  /** The session's chosen club: the project's club when left out; null for none. */
  club?: { uuid: string; name: string } | null;
  stored?: { step?: string; uuid?: string };
  /** Renders in React's StrictMode, as the app does (effects run, stop and run again). */
  strict?: boolean;
  /**
   * Gives each wizard route its own lazily loaded page, as routes.tsx does: moving from
   * /projects/create to /projects/edit/... then mounts the page anew.
   */
  appRoutes?: boolean;
  /** The language the officer chose (English when left out, outside the app's provider, as before). */
  language?: Language;
}

/** Signs in as the role of the project's club and opens the wizard at the address. */
export function renderWizard(
  path: string,
  { role, roles, club = CLUB, stored, strict = false, appRoutes = false, language }: WizardRenderOptions,
) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
  if (roles) localStorage.setItem('roles', JSON.stringify(roles));
  if (club) {
    localStorage.setItem('club_id', club.uuid);
    localStorage.setItem('club_name', club.name);
  }
  if (stored?.step) localStorage.setItem('project_step', stored.step);
  if (stored?.uuid) localStorage.setItem('project_uuid', stored.uuid);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Mode = strict ? StrictMode : Fragment;
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading the page…</p>}>
        <Routes>
          <Route path="/projects/create" element={appRoutes ? createPage : <ProjectWizardPage />} />
          <Route path="/projects/edit/:step/:uuid" element={appRoutes ? editPage : <ProjectWizardPage />} />
          <Route path="/projects/info/:uuid" element={<p>Project Preview</p>} />
          <Route path="/projects" element={<p>Service Projects list</p>} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </MemoryRouter>
  );
  return render(
    <Mode>
      <QueryClientProvider client={client}>
        {language ? inLanguage(language, page) : page}
      </QueryClientProvider>
    </Mode>,
  );
}

/** The address shown now. */
export function address(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent ?? '';
}

/** The step the indicator marks as current, e.g. 'Step 2: Committee'. */
export function currentStep(): string {
  const steps = screen.getByRole('list', { name: 'Steps' });
  const current = within(steps)
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
  return current?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** A button by its name. */
export function button(name: string | RegExp): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

/** For `getByLabelText`: the field whose label is the title, with or without the required star. */
export function titled(title: string) {
  return (content: string) =>
    content
      .replace(/\s+/g, ' ')
      .replace(/\s*\*\s*$/, '')
      .trim() === title;
}

/** Opens a member picker and chooses a member from its list (Blueprint listens on the option's link). */
export async function chooseMember(user: UserEvent, fieldLabel: string, name: string): Promise<void> {
  await user.click(screen.getByLabelText(titled(fieldLabel)));
  const option = await screen.findByRole('option', { name: new RegExp(name) });
  await user.click(option.querySelector('a')!);
}
