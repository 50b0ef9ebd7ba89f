import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './helpers';

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
