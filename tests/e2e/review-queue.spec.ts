import { expect, test, type Locator, type Page } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { fileWaitingReports, reviewQueue, type CallApp } from '../../scripts/lib/waiting-reports';
import { sessionHeaders, signInThroughForm } from './helpers';

/** A month seven ahead: inside the edit window whatever today is, and one few other specs file for. */
const MONTH = String(((Number(colomboMonth()) + 6) % 12) + 1).padStart(2, '0');
/** The review list's query string, as its rows carry it onto a report's URL. */
const SEARCH = `?month=${MONTH}`;

/** The app's API through the page's request context, in the signed-in session's headers. */
function apiOf(page: Page): CallApp {
  return async (method, path, headers, body) => {
    // The evaluator's session names no club: only the headers with a value travel.
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => typeof v === 'string'));
    const res = await page.request.fetch(path, { method, headers: sent, data: body });
    return { status: res.status(), json: await res.json() };
  };
}

/** Counts what the evaluator does: every click and key press goes through here. */
function interactions(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    async press(key: string) {
      count += 1;
      await page.keyboard.press(key);
    },
    async click(target: Locator) {
      count += 1;
      await target.click();
    },
  };
}

const viewPath = (uuid: string) =>
  new RegExp(`/activities/monthly/view/${uuid}/${MONTH}/[A-Z_]+\\${SEARCH}$`);

test('a clean report takes at most 3 interactions from arriving to the next report waiting', async ({
  page,
}) => {
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const headers = await sessionHeaders(page);
  const api = apiOf(page);
  const mine = new Set(await fileWaitingReports(api, headers, MONTH, 3));
  // The queue's order is the list's; these three stand together in it, whatever it sorts by.
  const queue = (await reviewQueue(api, headers, MONTH, SEARCH)).filter((row) => mine.has(row.uuid));
  expect(queue).toHaveLength(3);
  const [first, second] = queue;

  await page.goto(`/activities/monthly/view/${first!.uuid}/${MONTH}/${first!.key}${SEARCH}`);
  const approveAll = page.getByRole('button', { name: 'Approve all open lines and approve report' });
  await expect(approveAll).toBeEnabled();
  await expect(
    page.getByRole('region', { name: 'Review queue' }).getByRole('button', { name: 'Next' }),
  ).toBeEnabled();

  // Arrived: approve every open line and the report, confirm, and land on the next report waiting.
  const user = interactions(page);
  await user.press('a');
  await user.click(page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }));
  await expect(page).toHaveURL(viewPath(second!.uuid));
  expect(user.count).toBeLessThanOrEqual(3);

  const decided = await api('GET', `/api/activity/${first!.uuid}/points/${first!.key}`, headers);
  const points = (decided.json as { data: { status: string; points: { status: string }[] } }).data;
  expect(points.status).toBe('APPROVED');
  expect(points.points.length).toBeGreaterThan(0);
  expect(points.points.every((line) => line.status === 'APPROVED')).toBe(true);
});

test('next and previous by keyboard skip decided reports; the keys wait while typing; ? lists them', async ({
  page,
}) => {
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const headers = await sessionHeaders(page);
  const api = apiOf(page);
  const mine = new Set(await fileWaitingReports(api, headers, MONTH, 3));
  const [first, second, third] = (await reviewQueue(api, headers, MONTH, SEARCH)).filter((row) =>
    mine.has(row.uuid),
  );
  // The first is decided already: from the second, previous passes over it.
  const approve = await api('POST', `/api/activity/${first!.uuid}/approve/${first!.key}`, headers);
  expect(approve.status).toBe(200);

  await page.goto(`/activities/monthly/view/${second!.uuid}/${MONTH}/${second!.key}${SEARCH}`);
  const bar = page.getByRole('region', { name: 'Review queue' });
  await expect(bar.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.keyboard.press('j');
  await expect(page).toHaveURL(viewPath(third!.uuid));
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(viewPath(second!.uuid));
  await expect(bar.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.keyboard.press('k');
  await expect(page).not.toHaveURL(viewPath(first!.uuid));

  // Typing in a field: the letters are the field's, not shortcuts.
  await page.goto(`/activities/monthly/view/${second!.uuid}/${MONTH}/${second!.key}${SEARCH}`);
  await expect(bar.getByRole('button', { name: 'Next' })).toBeEnabled();
  const comment = page.getByLabel('Reject comment');
  await comment.click();
  await page.keyboard.type('jaka');
  await expect(comment).toHaveValue('jaka');
  await expect(page).toHaveURL(viewPath(second!.uuid));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // '?' shows the shortcuts.
  await page.getByRole('heading', { level: 4, name: 'Points' }).click();
  await page.keyboard.press('Shift+Slash'); // '?', as typed on a keyboard
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Next report waiting')).toBeVisible();
  await expect(help.getByText('Approve all open lines and the report')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});
