import { expect, test } from '@playwright/test';
import { testToday } from '../helpers/test-today';
import { apiHeaders, sessionHeaders, signInThroughForm } from './helpers';

// What is due, where the officer lands (issue 28, item 4), and nothing in the future (item 3). The
// server's today is pinned to the demo Lions year's last day (playwright.config.ts, CMS_TODAY): May's
// reports were due on 15 June, so they are overdue; June's are due in July. The browser's clock is
// pinned to the same day. The type below, of every month, is filed by this spec only.
const TODAY = testToday();
const YEAR = Number(TODAY.slice(0, 4));
const KEY = 'PARTICIPATION_AT_DISTRICT_FUNDS';
const TITLE = 'Participation at District Fund Raiser';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00+05:30`));
});

test("the officer's home lists the reports due with links, and the reports sent back with their reasons", async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  const due = page.getByRole('region', { name: 'Reports to file' });
  await expect(due).toBeVisible();
  // The most overdue few first; the rest on asking.
  await expect(due.getByRole('listitem')).toHaveCount(5);
  await due.getByRole('button', { name: /^Show all \d+ reports to file$/ }).click();
  await expect(due.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');

  const may = due.getByRole('link', { name: `File ${TITLE} for May` });
  await expect(may).toHaveAttribute('href', `/activities/monthly/add/05/${KEY}`);
  // A filter's inner locator is looked for inside each item, so it starts from the page.
  const mayItem = due
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `File ${TITLE} for May` }) });
  await expect(mayItem).toContainText(`Due 15/06/${YEAR}`);
  await expect(mayItem).toContainText('Overdue');
  const juneItem = due
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `File ${TITLE} for June` }) });
  await expect(juneItem).toContainText(`Due 15/07/${YEAR}`);
  await expect(juneItem).not.toContainText('Overdue');
  // Overdue first.
  await expect(due.getByRole('listitem').first()).toContainText('Overdue');

  // Filed, then rejected by the evaluator: it leaves the due list and comes back sent back, with the reason.
  const officer = await sessionHeaders(page);
  const filed = await request.post('/api/activity/common/create', {
    headers: officer,
    data: { key: KEY, month: '05', no_of_lion_members: 11, date: `${YEAR}-05-10` },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const { uuid } = (await filed.json()).data as { uuid: string };
  const evaluator = await apiHeaders(
    request,
    'clubs-performance-evaluation@example.org',
    'CLUBS_PERFORMANCE_EVALUATION',
  );
  const rejected = await request.post(`/api/activity/${uuid}/reject/${KEY}`, {
    headers: evaluator,
    data: { pending_comment: 'The photos do not show the fund raiser.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await page.reload();
  await due.getByRole('button', { name: /^Show all \d+ reports to file$/ }).click();
  await expect(due.getByRole('link', { name: `File ${TITLE} for May` })).toHaveCount(0);
  const sentBack = page.getByRole('region', { name: 'Reports sent back' });
  const back = sentBack.getByRole('link', { name: `Open ${TITLE} for May` });
  await expect(back).toHaveAttribute('href', `/activities/monthly/view/${uuid}/05/${KEY}`);
  await expect(sentBack).toContainText('Reason: The photos do not show the fund raiser.');

  await due.getByRole('link', { name: `File ${TITLE} for June` }).click();
  await expect(page).toHaveURL(new RegExp(`/activities/monthly/add/06/${KEY}$`));
});

test('a date after today is refused, in the form and by the server', async ({ page, request }) => {
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('region', { name: 'Reports to file' })).toBeVisible();
  await page.goto(`/activities/monthly/add/06/${KEY}`);
  const date = page.getByLabel('Date', { exact: true });
  await date.fill(`01/07/${YEAR}`);
  await date.blur();
  await expect(page.getByText(`must be a date from 01/05/${YEAR} to 30/06/${YEAR}`)).toBeVisible();

  const refused = await request.post('/api/activity/common/create', {
    headers: await sessionHeaders(page),
    data: { key: KEY, month: '06', no_of_lion_members: 11, date: `${YEAR}-07-01` },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual({ date: ['The date cannot be after today.'] });
});
