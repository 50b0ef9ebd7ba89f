import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { activityRow, signInThroughForm } from './helpers';
import { phoneCameraJpeg, TINY_PNG } from './photos';

const MONTH = colomboMonth();

test('a 5 MB photo straight from a phone camera is filed with no step by the officer', async ({ page }) => {
  await signInThroughForm(page, 'club-secretary@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  const photo = await phoneCameraJpeg(page);
  expect(photo.length).toBeGreaterThan(4.5 * 1024 * 1024);

  await page.goto(`/activities/monthly/add/${MONTH}/MONTHLY_MEETING`);
  await page.getByLabel('Venue').fill('Community Hall, Nugegoda');
  await page
    .getByLabel('Photo 01')
    .setInputFiles({ name: 'IMG_20261105_101500.jpg', mimeType: 'image/jpeg', buffer: photo });

  // The photo is made to fit in the browser: no refusal, a note of the sizes, a preview.
  await expect(page.getByText(/^Resized to fit: \d+\.\d MB → \d+ KB$/)).toBeVisible();
  await expect(page.getByText('The file may not be greater than 500 KB.')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Preview of IMG_20261105_101500.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit to Review' }).click();

  await expect(page).toHaveURL(/\/activities\/monthly$/);
  const row = activityRow(page, 'Monthly Meeting');
  await expect(row.getByText('Submitted')).toBeVisible();
  await row.getByRole('link').click();

  // The stored photo is the resized JPEG, within the server's 500 KB.
  const image = page.locator('.cms-activity-view img[height="150"]');
  await expect(image).toHaveCount(1);
  const stored = await image.evaluate(async (img: HTMLImageElement) => {
    const answer = await fetch(img.src);
    const blob = await answer.blob();
    return { status: answer.status, type: blob.type, bytes: blob.size };
  });
  expect(stored.status).toBe(200);
  expect(stored.type).toBe('image/jpeg');
  expect(stored.bytes).toBeLessThanOrEqual(500 * 1024);
  expect(stored.bytes).toBeGreaterThan(50 * 1024);
});

test('an upload cut off by the connection is sent again with Try again, the photo not chosen again', async ({
  page,
}) => {
  await signInThroughForm(page, 'club-treasurer@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto(`/activities/monthly/add/${MONTH}/LEADER_LIST_CLUB_VICINITY`);
  await page.getByLabel('Number of Community Leaders').fill('4');
  await page.getByLabel('Photo 01').setInputFiles({
    name: 'leaders.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(page.getByRole('img', { name: 'Preview of leaders.png' })).toBeVisible();

  // The first send dies on the way, as on a phone that loses its signal.
  let cut = false;
  await page.route('**/api/leaders-in-club-vicinities', async (route) => {
    if (cut) return route.continue();
    cut = true;
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Submit to Review' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The report was not saved.' });
  await expect(alert).toContainText('The server cannot be reached. Check your connection and try again.');
  await expect(alert).toBeInViewport();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/activities\/monthly$/);
  const row = activityRow(page, 'Leaders in Club Vicinities');
  await expect(row.getByText('Submitted')).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.locator('.cms-activity-view img[height="150"]')).toHaveCount(1);
});
