import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { calendarYearOfMonth } from '../../src/shared/time/activity-months';
import { colomboDate } from '../../src/shared/time/colombo';

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

/** The headers the signed-in app sends with its calls (token, role, club), read from its storage. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    role: localStorage.getItem('role'),
    club: localStorage.getItem('club_id'),
  }));
  return { authorization: `Bearer ${session.token}`, role: session.role!, club: session.club! };
}

/** The Monthly Tasks row of an activity, by its title as listed. */
export function activityRow(page: Page, title: string): Locator {
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page
    .getByRole('list', { name: 'Activities' })
    .getByRole('listitem')
    .filter({ has: page.locator('.cms-activity-row__name', { hasText: exact }) });
}

/**
 * A day of a report's month, in the Lions year of today (Colombo): as typed (YYYY-MM-DD, which the date
 * fields read) and as shown (DD/MM/YYYY). A report's dates must lie in its month or the one before.
 */
export function dayOfReportMonth(month: string, day: number): { typed: string; shown: string } {
  const year = calendarYearOfMonth(month, colomboDate());
  const dd = String(day).padStart(2, '0');
  return { typed: `${year}-${month}-${dd}`, shown: `${dd}/${month}/${year}` };
}

/** Signs in through the API as a role of a demo login; answers its headers (club included for officers). */
export async function apiHeaders(request: APIRequestContext, username: string, role: string) {
  const login = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as {
    token: string;
    roles: { name: string; club: { uuid: string } | null }[];
  };
  const club = body.roles.find((r) => r.name === role)?.club?.uuid;
  return { authorization: `Bearer ${body.token}`, role, ...(club ? { club } : {}) };
}
