import { expect, test, type Page } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { signInThroughForm } from './helpers';
import { keptDrafts } from './kept-drafts';
import { TINY_PNG } from './photos';

/** Signs out through the profile menu. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a new member typed half way is offered back after a reload, and forgotten on signing out', async ({
  page,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto('/members/create');
  await page.getByLabel(/^Display Name/).fill('Kamala Draft');
  await page.getByLabel(/^Full Name/).fill('Kamala Draft Jayasinghe');

  // Leaving by a link inside the app asks first.
  await page.getByRole('link', { name: 'Home' }).first().click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/members\/create$/);

  // A reload (a crash, a dropped tab) keeps what was typed on the device.
  await page.reload();
  await page.getByRole('button', { name: 'Resume draft' }).click();
  await expect(page.getByLabel(/^Display Name/)).toHaveValue('Kamala Draft');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Kamala Draft Jayasinghe');

  // Signing out takes the user's drafts with it: the next person on this phone finds none.
  await page.getByLabel(/^Display Name/).fill('Kamala Draft Again');
  await expect(page.getByLabel(/^Display Name/)).toHaveValue('Kamala Draft Again');
  await page.waitForTimeout(600); // the draft is written after a pause in typing
  await signOut(page);
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto('/members/create');
  await expect(page.getByLabel(/^Display Name/)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Resume draft' })).toHaveCount(0);
});

test('a kept report draft survives reopening, reloading and a crash until the officer resumes it, photo and all', async ({
  page,
  context,
}) => {
  const form = `/activities/monthly/add/${colomboMonth()}/BOARD_MEETING`;
  await signInThroughForm(page, 'club-secretary@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto(form);
  await page.getByLabel('Venue').fill('Galle Face Hotel');
  await page.getByLabel('Number of Board Members').fill('12');
  await page
    .getByLabel('Photo 01')
    .setInputFiles({ name: 'minutes.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of minutes.png' })).toBeVisible();
  await expect
    .poll(async () => (await keptDrafts(page)).map((draft) => draft.files))
    .toEqual([['minutes.png']]);

  // Leaving and opening the form again: the draft is offered, and waiting does not wipe it.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await page
    .getByRole('alertdialog', { name: /Leave this form/ })
    .getByRole('button', { name: 'Leave' })
    .click();
  await page.goto(form);
  await expect(page.getByRole('button', { name: 'Resume draft' })).toBeVisible();
  await page.waitForTimeout(1000); // longer than the pause after which typing is written
  expect((await keptDrafts(page))[0]?.data).toMatchObject({ venue: 'Galle Face Hotel' });

  // A reload, then a crash (the tab gone without a word): still offered, still whole.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume draft' })).toBeVisible();
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(form);
  await expect(again.getByRole('button', { name: 'Resume draft' })).toBeVisible();

  // Typing in the fresh form first asks which to keep; keeping the draft gives it back, photo and all.
  await again.getByLabel('Venue').fill('Something else');
  const ask = again.getByRole('alertdialog', { name: /Resume it, or keep what you are typing now/ });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Resume draft' }).click();
  await expect(again.getByLabel('Venue')).toHaveValue('Galle Face Hotel');
  await expect(again.getByLabel('Number of Board Members')).toHaveValue('12');
  await expect(again.getByText('minutes.png')).toBeVisible();

  // Typing after resuming saves over the draft.
  await again.getByLabel('Venue').fill('Galle Face Hotel, Colombo');
  await expect
    .poll(async () => (await keptDrafts(again))[0]?.data)
    .toMatchObject({ venue: 'Galle Face Hotel, Colombo' });
  expect((await keptDrafts(again))[0]?.files).toEqual(['minutes.png']);
});

test('typing over a kept draft and keeping what was typed replaces the draft', async ({ page }) => {
  const form = '/members/create';
  await signInThroughForm(page, 'club-secretary@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto(form);
  await page.getByLabel(/^Display Name/).fill('First Draft');
  await expect
    .poll(async () => (await keptDrafts(page))[0]?.data)
    .toMatchObject({ display_name: 'First Draft' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Resume draft' })).toBeVisible();
  await expect(page.getByLabel(/^Display Name/)).toHaveValue('');

  await page.getByLabel(/^Display Name/).fill('Second Thoughts');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep what I typed' }).click();
  await expect(page.getByRole('button', { name: 'Resume draft' })).toHaveCount(0);
  await expect(page.getByLabel(/^Display Name/)).toHaveValue('Second Thoughts');
  await expect
    .poll(async () => (await keptDrafts(page)).map((draft) => draft.data.display_name))
    .toEqual(['Second Thoughts']);
});
