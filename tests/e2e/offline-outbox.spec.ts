import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { activityRow, signInThroughForm } from './helpers';
import { TINY_PNG } from './photos';

/** A month no other spec files for: eight months after this one. */
const MONTH = String(((Number(colomboMonth()) + 7) % 12) + 1).padStart(2, '0');

// The installed app: its service worker keeps the app, so it opens without a connection.
test.use({ serviceWorkers: 'allow' });

test('a report submitted offline waits on the device through a closed tab, and is filed when the app opens online again', async ({
  page,
  context,
}) => {
  await signInThroughForm(page, 'club-treasurer@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // The club's members and Monthly Tasks seen once online: their answers are kept on the device.
  await page.goto('/members');
  await expect(page.getByRole('table')).toBeVisible();
  const aMember = (await page.getByRole('table').getByRole('row').nth(1).innerText()).split('\t')[0]!.trim();
  await page.goto('/activities/monthly');
  await page.getByLabel('Month', { exact: true }).selectOption(MONTH);
  await expect(activityRow(page, 'Board Meeting')).toBeVisible();

  await page.goto(`/activities/monthly/add/${MONTH}/BOARD_MEETING`);
  await expect(page.getByLabel('Venue')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Venue').fill('Negombo Beach Hotel');
  await page.getByLabel('Number of Board Members').fill('12');
  await page.getByLabel('Number of Attendance').fill('9');
  await page
    .getByLabel('Photo 01')
    .setInputFiles({ name: 'offline-board.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of offline-board.png' })).toBeVisible();

  // Submitted offline: kept on the device, and Monthly Tasks says it waits to be sent.
  await page.getByRole('button', { name: 'Submit to Review' }).click();
  await expect(page.getByText('The report is kept on this device', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/activities\/monthly$/);
  await expect(page.getByText('Waiting to send')).toBeVisible();
  await expect(page.getByText(`Board Meeting · Month: ${MONTH}`, { exact: false })).toBeVisible();

  // Opened again without a connection: Monthly Tasks shows the last answer with its age.
  await page.reload();
  await expect(page.getByText('Offline: shown as of', { exact: false })).toBeVisible();
  await expect(activityRow(page, 'Board Meeting')).toBeVisible();
  await expect(page.getByText('Waiting to send')).toBeVisible();

  // So does the club's member list.
  await page.getByRole('link', { name: 'Club Members' }).click();
  await expect(page.getByText('Offline: shown as of', { exact: false })).toBeVisible();
  await expect(page.getByRole('table').getByText(aMember, { exact: false }).first()).toBeVisible();

  // The tab is closed; the connection returns; the app is opened again.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/activities/monthly');
  await expect(again.getByText(`Board Meeting (month ${MONTH}) has been sent.`)).toBeVisible();
  await expect(again.getByText('Waiting to send')).toHaveCount(0);
  await expect(again.getByText('Offline: shown as of', { exact: false })).toHaveCount(0);
  const row = activityRow(again, 'Board Meeting');
  await expect(row.getByText('Submitted')).toBeVisible();
  await expect(row.getByRole('link')).toHaveAttribute('href', /\/activities\/monthly\/view\//);
  await row.getByRole('link').click();
  await expect(again).toHaveURL(/\/activities\/monthly\/view\//);
  await expect(
    again.locator('.cms-activity-view').getByText('Negombo Beach Hotel', { exact: true }),
  ).toBeVisible();
  await expect(again.locator('.cms-activity-view img[height="150"]')).toHaveCount(1);
});
