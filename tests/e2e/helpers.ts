import { expect, type Locator, type Page } from '@playwright/test';

/** The password of every demo login (README lists the logins). */
export const DEMO_PASSWORD = 'lions-demo-2026';

/** Signs in through the login screen, pressing Enter as a user would. */
export async function signInThroughForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to continue to CMS' })).toBeVisible();
  await page.getByLabel('Email/Mobile').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');
}

/** The Monthly Tasks row of an activity, by its title as listed. */
export function activityRow(page: Page, title: string): Locator {
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page
    .getByRole('list', { name: 'Activities' })
    .getByRole('listitem')
    .filter({ has: page.locator('.cms-activity-row__name', { hasText: exact }) });
}
