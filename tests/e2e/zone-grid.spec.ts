import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { zoneGridStatus } from '../../src/shared/reports/zone-grid-status';
import { calendarYearOfMonth, dueDateOf } from '../../src/shared/time/activity-months';
import { colomboDate, colomboMonth } from '../../src/shared/time/colombo';
import { expectNoSeriousAxeViolations } from './axe';
import { dayOfReportMonth, sessionHeaders, signInThroughForm } from './helpers';
import { expectFitsPhone } from './phone';

const HOST = 'Lions Club of Colombo Host';

/**
 * A month before the current one that no other spec files for (they use the current month, July,
 * August and two months ahead), so its Monthly Meeting is this spec's alone.
 */
function earlierFreeMonth(): string {
  const current = Number(colomboMonth());
  const taken = new Set([current, 7, 8, ((current + 1) % 12) + 1]);
  for (let back = 1; back < 12; back += 1) {
    const month = ((current - 1 - back + 12) % 12) + 1;
    if (!taken.has(month)) return String(month).padStart(2, '0');
  }
  throw new Error('no free month');
}

const MONTH = earlierFreeMonth();

/** Files the month's Monthly Meeting through the API in the president's session, then signs out. */
async function fileMeetingAsPresident(page: Page) {
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB PRESIDENT' })).toBeVisible();
  const headers = await sessionHeaders(page);
  const answer = await page.request.post('/api/month_meeting', {
    headers,
    data: {
      month: MONTH,
      venue: 'Zone Grid Hall, Colombo 07',
      date: dayOfReportMonth(MONTH, 12).typed,
      no_of_attendance: 30,
      no_of_lion_ladies: 6,
      no_of_leos: 2,
      others: 1,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("a zone chairperson sees the month's reports of their zone's clubs and downloads them", async ({
  page,
}) => {
  await fileMeetingAsPresident(page);

  await signInThroughForm(page, 'zone-chairperson@example.org');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Zone Grid' }).click();
  await expect(page).toHaveURL(/\/activities\/zone-grid$/);
  await expect(page.getByRole('heading', { name: 'Zone Grid', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Month' }).selectOption(MONTH);

  const table = page.getByRole('region', { name: 'Zone grid table' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Zone 1, Region 1' })).toBeVisible();
  // Zone 1's four clubs, and no other zone's.
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  const host = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: HOST }) });
  const headers = await table.locator('thead th').allTextContents();
  const cellOf = (title: string) =>
    host.locator('td').nth(headers.findIndex((text) => text.startsWith(title)) - 1);

  const meeting = cellOf('Monthly Meeting');
  await expect(meeting).toContainText('Submitted');
  await expect(meeting).toContainText(/~\d+(\.\d+)? pts/);
  await expect(meeting).toHaveClass(/cms-zone-grid__cell--submitted/);
  const today = colomboDate();
  const board = zoneGridStatus(null, dueDateOf(MONTH, 15, today), today);
  await expect(cellOf('Board Meeting')).toHaveClass(new RegExp(`cms-zone-grid__cell--${board}`));
  await expect(page.getByRole('heading', { name: 'Legend' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'zone grid');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`zone-grid-${calendarYearOfMonth(MONTH, today)}-${MONTH}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(lines[0]!.split(',').slice(0, 3)).toEqual(['Region', 'Zone', 'Club']);
  expect(lines).toHaveLength(5);
  expect(lines.find((line) => line.includes(HOST))).toContain('Submitted');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test(
  'on a 360 px phone the grid scrolls sideways under the pinned club column',
  { tag: ['@phone', '@phone-only'] },
  async ({ page }) => {
    await signInThroughForm(page, 'zone-chairperson@example.org');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.goto('/activities/zone-grid');
    const scroller = page.getByRole('region', { name: 'Zone grid table' });
    const club = scroller.getByRole('rowheader', { name: HOST });
    await expect(club).toBeVisible();
    const before = (await club.boundingBox())!;
    await scroller.evaluate((element) => element.scrollBy({ left: 600 }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    const after = (await club.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(2);
    // The page itself does not scroll sideways, only the table; and it passes axe at this size too.
    await expectFitsPhone(page, 'zone grid');
    await expectNoSeriousAxeViolations(page, 'zone grid');
  },
);
