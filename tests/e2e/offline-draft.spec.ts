import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { activityRow, signInThroughForm } from './helpers';
import { TINY_PNG } from './photos';
import { keptDrafts } from './kept-drafts';

/** A month no other spec files for: six months after this one. */
const MONTH = String(((Number(colomboMonth()) + 5) % 12) + 1).padStart(2, '0');

// This spec is about the installed app: its service worker keeps the app for offline use.
test.use({ serviceWorkers: 'allow' });

test('offline, a Board Meeting is kept as a draft through a reload, and sent once the connection returns', async ({
  page,
  context,
}) => {
  await signInThroughForm(page, 'club-treasurer@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  // The installed app: its service worker keeps the app for offline use.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto(`/activities/monthly/add/${MONTH}/BOARD_MEETING`);
  await expect(page.getByLabel('Venue')).toBeVisible();

  // The connection goes; the app says so, and what is typed is kept on the device.
  await context.setOffline(true);
  await expect(page.getByText('You are offline.', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Venue').fill('Mount Lavinia Hotel');
  await page.getByLabel('Number of Board Members').fill('10');
  await page.getByLabel('Number of Attendance').fill('8');
  await page
    .getByLabel('Photo 01')
    .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of board.png' })).toBeVisible();
  // The draft is written after a pause in typing: wait until the device holds it, photo included.
  await expect
    .poll(async () => (await keptDrafts(page)).flatMap((draft) => draft.files))
    .toEqual(['board.png']);

  // A reload with no connection: the app still opens, and offers the draft back.
  await page.reload();
  await page.getByRole('button', { name: 'Resume draft' }).click();
  await expect(page.getByLabel('Venue')).toHaveValue('Mount Lavinia Hotel');
  await expect(page.getByLabel('Number of Attendance')).toHaveValue('8');
  await expect(page.getByText('board.png')).toBeVisible();

  // Sent while offline, it is kept on the device; it goes by itself when the connection returns.
  await page.getByRole('button', { name: 'Submit to Review' }).click();
  await expect(page.getByText('The report is kept on this device', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/activities\/monthly$/);
  await context.setOffline(false);
  await expect(page.getByText('has been sent.', { exact: false })).toBeVisible();
  await page.getByLabel('Month', { exact: true }).selectOption(MONTH);
  const row = activityRow(page, 'Board Meeting');
  await expect(row.getByText('Submitted')).toBeVisible();
  await row.getByRole('link').click();
  await expect(
    page.locator('.cms-activity-view').getByText('Mount Lavinia Hotel', { exact: true }),
  ).toBeVisible();
  await expect(page.locator('.cms-activity-view img[height="150"]')).toHaveCount(1);

  // The draft went with the report: opening the form again offers nothing.
  await page.goto(`/activities/monthly/add/${MONTH}/BOARD_MEETING`);
  await expect(page.getByLabel('Venue')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume draft' })).toHaveCount(0);
});
