import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { DEMO_PASSWORD, signInThroughForm } from './helpers';

const HOST = 'Lions Club of Colombo Host';
const DEHIWALA = 'Lions Club of Dehiwala Mount Lavinia';
const KEY = 'CLUB_FUNDS_RASING';
const ACTIVITY = 'Club Funds Raising Programme';

/**
 * A month the other specs leave alone (they file in the current month, July, August, two months
 * ahead and seven ahead): the first free one from three months ahead. Another spec's reports there
 * would still be filtered out by zone; nothing here counts the whole list.
 */
function quietMonth(): string {
  const current = Number(colomboMonth());
  const month = (step: number) => String(((current - 1 + step) % 12) + 1).padStart(2, '0');
  const taken = new Set([month(0), '07', '08', month(2), month(7)]);
  for (let step = 3; step < 12; step += 1) if (!taken.has(month(step))) return month(step);
  throw new Error('no free month');
}

const MONTH = quietMonth();

/** Files this spec's report for the club a demo login presides over (through the API, as its officer would). */
async function fileAsPresident(request: APIRequestContext, username: string, clubName: string) {
  const login = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  const { token, roles } = (await login.json()) as {
    token: string;
    roles: { name: string; club: { uuid: string; name: string } | null }[];
  };
  const president = roles.find((r) => r.name === 'CLUB_PRESIDENT' && r.club?.name === clubName)!;
  const answer = await request.post('/api/activity/common/create', {
    headers: { authorization: `Bearer ${token}`, role: president.name, club: president.club!.uuid },
    data: {
      key: KEY,
      month: MONTH,
      venue: 'Review Filters Hall, Colombo 03',
      type: 'Drama',
      revenue: 900,
      expenditure: 300,
      profit: 600,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The list's rows of this spec's activity. */
function rows(page: Page): Locator {
  return page.getByRole('list', { name: 'Review tasks' }).getByRole('listitem').filter({ hasText: ACTIVITY });
}

test('the evaluator filters Cpe Review Tasks by zone and status, reloads, keeps the filter and sees the club on the report', async ({
  page,
  request,
}) => {
  await fileAsPresident(request, 'club-president@example.org', HOST);
  await fileAsPresident(request, 'multi-role@example.org', DEHIWALA);

  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto(`/cpe-activities/monthly?month=${MONTH}`);
  await expect(rows(page).filter({ hasText: HOST })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: DEHIWALA })).toHaveCount(1);

  // Zone 1 of Region 1 (Colombo Host's), reports still submitted.
  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Region 1' });
  await page.getByLabel('Zone', { exact: true }).selectOption({ label: 'Zone 1' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Submitted' });
  await expect(page).toHaveURL(/[?&]status=SUBMITTED(&|$)/);
  await expect(page).toHaveURL(/[?&]zone=\d+(&|$)/);
  await expect(rows(page).filter({ hasText: HOST })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: DEHIWALA })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: HOST })).toContainText('Zone 1, Region 1');
  const filtered = page.url();

  // A reload keeps the filter: the same address, the same choices, the same rows.
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('SUBMITTED');
  await expect(page.getByLabel('Zone', { exact: true }).locator('option:checked')).toHaveText('Zone 1');
  await expect(page.getByLabel('Region', { exact: true }).locator('option:checked')).toHaveText('Region 1');
  expect(page.url()).toBe(filtered);
  await expect(rows(page).filter({ hasText: HOST })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: DEHIWALA })).toHaveCount(0);

  // The report's view names the club that filed it, and its address carries the list's filter on.
  await rows(page)
    .filter({ hasText: HOST })
    .getByRole('link', { name: `View ${ACTIVITY}, ${HOST}` })
    .click();
  const search = new URL(filtered).search;
  await expect(page).toHaveURL(
    new RegExp(`/activities/monthly/view/[0-9a-f-]{36}/${MONTH}/${KEY}\\${search}$`),
  );
  const banner = page.getByRole('region', { name: 'Filed by' });
  await expect(banner).toContainText(HOST);
  await expect(banner).toContainText('Zone 1, Region 1');

  // Back in the list, Zone 2: Dehiwala's report, whose view names Dehiwala, not the evaluator's club.
  await page.goBack();
  await page.getByLabel('Zone', { exact: true }).selectOption({ label: 'Zone 2' });
  await expect(rows(page).filter({ hasText: HOST })).toHaveCount(0);
  await rows(page)
    .filter({ hasText: DEHIWALA })
    .getByRole('link', { name: `View ${ACTIVITY}, ${DEHIWALA}` })
    .click();
  await expect(page.getByRole('region', { name: 'Filed by' })).toContainText(DEHIWALA);
  await expect(page.getByRole('region', { name: 'Filed by' })).toContainText('Zone 2, Region 1');
});
