import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { components } from '../../src/shared/api/openapi';
import { DEMO_PASSWORD, signInThroughForm } from './helpers';

/** The headers every API call of a role carries (spec 1 section 6). */
type Headers = Record<string, string>;

/** The club points answer, as the contract types it. */
type ClubPoints = components['schemas']['ClubPoints'];

interface MemberPage {
  data: { uuid: string; display_name: string; international_id: string }[];
  meta: { total: number };
}

/** Signs in through the API and answers the headers of one of the login's roles. */
async function apiHeaders(
  request: APIRequestContext,
  username: string,
  role: string,
  club?: string,
): Promise<Headers> {
  const login = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as {
    token: string;
    roles: { name: string; club: { uuid: string } | null }[];
  };
  const held = body.roles.find((r) => r.name === role);
  const clubId = club ?? held?.club?.uuid;
  return { authorization: `Bearer ${body.token}`, role, ...(clubId ? { club: clubId } : {}) };
}

async function getJson<T>(request: APIRequestContext, url: string, headers: Headers): Promise<T> {
  const response = await request.get(url, { headers });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const overview = (request: APIRequestContext, headers: Headers) =>
  getJson<{ data: ClubPoints }>(request, '/api/club/points', headers).then((b) => b.data);
const memberPage = (request: APIRequestContext, headers: Headers) =>
  getJson<MemberPage>(request, '/api/member/club/list/se=?page=1', headers);

/** A number as a user reads it on the cards (grouped, at most two decimals). */
const shown = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Expects a card of the Club Overview to read exactly these texts, in order. */
async function expectCard(page: Page, title: string, parts: (string | number)[]) {
  const text = [title, ...parts].map((p) => escape(typeof p === 'number' ? shown(p) : p)).join('\\s*');
  const overviewSection = page.getByRole('region', { name: 'Club Overview' });
  await expect(overviewSection.getByRole('region', { name: title })).toHaveText(
    new RegExp(`^\\s*${text}\\s*$`),
  );
}

/** Expects the four cards to show the server's numbers. */
async function expectOverview(page: Page, points: ClubPoints, memberTotal: number) {
  await expectCard(page, 'Total Points', [
    points.project + points.admin,
    'Services',
    points.project,
    'Administration',
    points.admin,
    `${points.adminRate}% of ${shown(points.adminAvailable)} administration points available so far`,
  ]);
  await expectCard(page, 'Club Members', [memberTotal, 'New', points.newMembers, 'Drop', points.dropMembers]);
  await expectCard(page, 'Service Projects', [
    'This Month',
    points.projectMonthlyCount,
    'This Year',
    points.projectCount,
  ]);
  await expectCard(page, 'Meetings', [
    'This Month',
    points.meetingMonthlyCount,
    'This Year',
    points.meetingCount,
  ]);
}

/** Today in the district's zone, as dates travel (YYYY-MM-DD). */
function colomboToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
}

test('club president: the overview shows the club numbers, counts a new member, and links members', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB PRESIDENT' })).toBeVisible();
  // Club officers act for their own club: no club picker.
  await expect(page.getByLabel('Club', { exact: true })).toHaveCount(0);

  const headers = await apiHeaders(request, 'club-president@example.org', 'CLUB_PRESIDENT');
  const before = await overview(request, headers);
  const membersBefore = await memberPage(request, headers);
  await expectOverview(page, before, membersBefore.meta.total);

  // A member joining today counts as New and as one more Club Member.
  const stamp = String(Date.now()).slice(-7);
  const created = await request.post('/api/member/create', {
    headers,
    data: {
      club: headers.club,
      international_id: `E2EH${stamp}`,
      title: 'Mr',
      display_name: `Home Test ${stamp}`,
      full_name: `Home Overview Test Member ${stamp}`,
      gender: 'Male',
      mobile: `76${stamp}`,
      member_since: colomboToday(),
      send_sms: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.reload();
  const after = await overview(request, headers);
  expect(after.newMembers).toBe(before.newMembers + 1);
  const membersAfter = await memberPage(request, headers);
  expect(membersAfter.meta.total).toBe(membersBefore.meta.total + 1);
  await expectCard(page, 'Club Members', [
    membersBefore.meta.total + 1,
    'New',
    before.newMembers + 1,
    'Drop',
    before.dropMembers,
  ]);

  // The Club Members card opens the members list.
  await expect(
    page.getByRole('region', { name: 'Club Overview' }).getByRole('link', { name: 'Club Members' }),
  ).toHaveAttribute('href', '/members');

  // The strip: the first page of members, each card linking to the member's info page.
  const strip = page.getByRole('list', { name: 'Members' });
  const cards = strip.getByRole('link');
  await expect(cards).toHaveCount(membersAfter.data.length);
  const first = membersAfter.data[0]!;
  const firstName =
    first.display_name.length > 20 ? `${first.display_name.slice(0, 20)}…` : first.display_name;
  await expect(cards.first()).toContainText(first.international_id);
  await expect(cards.first()).toContainText(firstName);
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/members/info/${first.uuid}`),
    cards.first().click(),
  ]);
});

test('district governor: asked to choose a club, then sees the chosen club overview', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'district-governor@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, DISTRICT GOVERNOR' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Club Overview' });
  await expect(section.getByText('Choose a club to see its overview.')).toBeVisible();
  await expect(section.getByRole('region', { name: 'Total Points' })).toHaveCount(0);

  await page.getByLabel('Club', { exact: true }).fill('Colombo Host');
  await page.getByRole('option', { name: 'Lions Club of Colombo Host' }).click();
  await expect(section.getByText('Choose a club to see its overview.')).toHaveCount(0);
  await expect(page.getByLabel('Club', { exact: true })).toHaveValue('Lions Club of Colombo Host');

  const plain = await apiHeaders(request, 'district-governor@example.org', 'DISTRICT_GOVERNOR');
  const clubs = await getJson<{ data: { uuid: string; name: string }[] }>(
    request,
    '/api/user/role/club-list/se=Colombo Host',
    plain,
  );
  const club = clubs.data.find((c) => c.name === 'Lions Club of Colombo Host');
  expect(club).toBeDefined();
  const headers = { ...plain, club: club!.uuid };
  const points = await overview(request, headers);
  const members = await memberPage(request, headers);
  await expectOverview(page, points, members.meta.total);
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link')).toHaveCount(
    members.data.length,
  );

  // The choice is the session's: it stays after a reload.
  await page.reload();
  await expectOverview(page, points, members.meta.total);
});

test('the cards show whatever numbers the server answers, fractions of points included', async ({ page }) => {
  // The demo district has no approved points yet; an answer with distinct numbers shows each lands
  // in its place (and that nothing on the cards is fixed).
  const points: ClubPoints = {
    project: 120.5,
    admin: 84.25,
    projectCount: 9,
    projectMonthlyCount: 2,
    meetingCount: 14,
    meetingMonthlyCount: 1,
    newMembers: 3,
    dropMembers: 1,
    adminAvailable: 1200,
    adminRate: 7,
  };
  await page.route('**/api/club/points', (route) =>
    route.fulfill({ json: { status_code: 200, data: points } }),
  );
  await page.route('**/api/member/club/list/se=?page=1', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as MemberPage;
    await route.fulfill({ response: answer, json: { ...body, meta: { ...body.meta, total: 1234 } } });
  });
  await signInThroughForm(page, 'club-treasurer@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB TREASURER' })).toBeVisible();
  await expectCard(page, 'Total Points', [
    '204.75',
    'Services',
    '120.5',
    'Administration',
    '84.25',
    '7% of 1,200 administration points available so far',
  ]);
  await expectOverview(page, points, 1234);
  await expectCard(page, 'Club Members', ['1,234', 'New', '3', 'Drop', '1']);
});
