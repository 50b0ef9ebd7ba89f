import { expect, test, type Locator, type Page } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { sessionHeaders, signInThroughForm } from './helpers';

const CLUB_NAME = 'Lions Club of Colombo Host';
const ACTIVITY = 'Club Funds Raising Programme';
const KEY = 'CLUB_FUNDS_RASING';
const VENUE = 'Review Tasks Hall, Colombo 07';

/**
 * A month no other spec files for (they use the current month, July and August): two months ahead,
 * or further when that is one of them. Its reports are this spec's alone, so the list is predictable.
 */
function unusedMonth(): string {
  const current = colomboMonth();
  const taken = new Set([current, '07', '08']);
  for (let step = 2; step < 12; step += 1) {
    const month = String(((Number(current) - 1 + step) % 12) + 1).padStart(2, '0');
    if (!taken.has(month)) return month;
  }
  throw new Error('no free month');
}

const MONTH = unusedMonth();

/** Files a Club Funds Raising Programme for the month through the API, in the signed-in president's session. */
async function fileReportAsPresident(page: Page) {
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB PRESIDENT' })).toBeVisible();
  const headers = await sessionHeaders(page);
  const answer = await page.request.post('/api/activity/common/create', {
    headers,
    data: {
      key: KEY,
      month: MONTH,
      venue: VENUE,
      type: 'Musical Show',
      revenue: 1000,
      expenditure: 400,
      profit: 600,
    },
  });
  expect(answer.status()).toBe(200);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The list's row of the filed report. */
function reportRow(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Review tasks' })
    .getByRole('listitem')
    .filter({ hasText: ACTIVITY })
    .filter({ hasText: CLUB_NAME });
}

test("the evaluator finds a club's report in Cpe Review Tasks, opens it and deletes it", async ({ page }) => {
  await fileReportAsPresident(page);

  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cpe Review Tasks' })
    .click();
  // The list keeps its month (and filters) in the address (issue 16).
  await expect(page).toHaveURL(/\/cpe-activities\/monthly\?month=\d\d$/);
  await expect(page.getByRole('heading', { name: 'Cpe Review Tasks' })).toBeVisible();

  await page.getByLabel('Month', { exact: true }).selectOption(MONTH);
  await expect(reportRow(page)).toHaveCount(1);
  await expect(reportRow(page).locator('.cms-review-status')).toHaveText('Submitted');
  // Only this spec files for the month: one report, so no pager.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('month'))).toBe(MONTH);

  await reportRow(page)
    .getByRole('link', { name: `View ${ACTIVITY}, ${CLUB_NAME}` })
    .click();
  // The report's address carries the list's query string on (issue 16).
  await expect(page).toHaveURL(
    new RegExp(`/activities/monthly/view/[0-9a-f-]{36}/${MONTH}/${KEY}\\?month=${MONTH}$`),
  );
  await expect(page.getByRole('heading', { name: ACTIVITY })).toBeVisible();
  await expect(page.getByText(`Month: ${MONTH}`)).toBeVisible();
  await expect(page.getByText(VENUE, { exact: true })).toBeVisible();

  // Back in the list, on the same month.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/cpe-activities/monthly\\?month=${MONTH}$`));
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(MONTH);
  await expect(reportRow(page)).toHaveCount(1);

  // Cancel keeps it; Delete removes it.
  const remove = reportRow(page).getByRole('button', { name: `Delete ${ACTIVITY}, ${CLUB_NAME}` });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Activity' });
  await expect(dialog).toContainText('Do you want to delete this activity?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(reportRow(page)).toHaveCount(1);

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Activity has been deleted successfully')).toBeVisible();
  await expect(reportRow(page)).toHaveCount(0);
  await expect(page.getByText('Activity not found!')).toBeVisible();
});

test('Cpe Review Tasks is not offered to a club president, and its address sends them home', async ({
  page,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Monthly Tasks' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cpe Review Tasks' })).toHaveCount(0);
  await page.goto('/cpe-activities/monthly');
  await expect(page).toHaveURL(/\/$/);
});
