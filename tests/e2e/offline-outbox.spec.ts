import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { activityRow, sessionHeaders, signInThroughForm } from './helpers';
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

/** Another month no other spec files a Board Meeting for: nine months after this one. */
const SYNC_MONTH = String(((Number(colomboMonth()) + 8) % 12) + 1).padStart(2, '0');

test("a report kept offline is sent by the service worker's Background Sync once the connection returns, with the app closed", async ({
  page,
  context,
}) => {
  await signInThroughForm(page, 'club-secretary@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const headers = await sessionHeaders(page);

  await page.goto(`/activities/monthly/add/${SYNC_MONTH}/BOARD_MEETING`);
  await expect(page.getByLabel('Venue')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Venue').fill('Kandy Lake Club');
  await page.getByLabel('Number of Board Members').fill('11');
  await page.getByLabel('Number of Attendance').fill('8');
  await page.getByRole('button', { name: 'Submit to Review' }).click();
  await expect(page.getByText('The report is kept on this device', { exact: false })).toBeVisible();
  // The browser was asked to wake the worker when the connection returns.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('club-cms-outbox');

  // Every tab of the app is closed; the connection returns.
  await page.close();
  await context.setOffline(false);
  const listed = async () => {
    const answer = await context.request.get(`/api/activity/${SYNC_MONTH}/list/${headers.club}`, {
      headers,
    });
    // A bare array (as the original answered) of every type of the month; a filed one has its uuid.
    const rows = (await answer.json()) as { key: string; uuid: string | null; status: string | null }[];
    return rows.filter((row) => row.key === 'BOARD_MEETING' && row.uuid).map((row) => row.status);
  };

  // The browser fires the sync when it sees the connection back (Chromium may already have done so
  // here); DevTools fires it too, from a page that is not the app's: no tab of the app sends it.
  const outside = await context.newPage();
  const devtools = await context.newCDPSession(outside);
  const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted);
      if (ours) resolve(ours);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const { registrationId, scopeURL } = await registration;
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(scopeURL).origin,
    registrationId,
    tag: 'club-cms-outbox',
    lastChance: false,
  });
  await expect.poll(listed, { timeout: 15_000 }).toEqual(['SUBMITTED']);

  // Opened again, the app has nothing left waiting: it was filed once.
  const again = await context.newPage();
  await again.goto('/activities/monthly');
  await again.getByLabel('Month', { exact: true }).selectOption(SYNC_MONTH);
  await expect(activityRow(again, 'Board Meeting').getByText('Submitted')).toBeVisible();
  await expect(again.getByText('Waiting to send')).toHaveCount(0);
  expect(await listed()).toEqual(['SUBMITTED']);
});
