import { expect, test, type Page } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { expectNoSeriousAxeViolations } from './axe';
import { atPhoneSize, expectFitsPhone } from './phone';
import { signInThroughForm } from './helpers';

const MONTH = colomboMonth();

// Each test sweeps a role's every screen (up to a dozen, axe on each): three times the usual time.
test.describe.configure({ timeout: 180_000 });

/** Opens a screen and waits for its one h1 and for loading to end, as a person would before reading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.bp6-progress-bar, .bp6-spinner')).toHaveCount(0);
}

/** The first link on a list screen whose address starts with a prefix (a member's, a club's page). */
async function firstLinkTo(page: Page, listPath: string, prefix: string): Promise<string> {
  await openScreen(page, listPath);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** Checks every screen a role reaches: axe, and at phone size its fit (see `expectFitsPhone`). */
async function sweep(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await openScreen(page, path);
    await expectNoSeriousAxeViolations(page, path);
    await expectFitsPhone(page, path);
  }
}

test(
  'the screens before sign-in have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    await sweep(page, ['/login', '/forgot-password']);
  },
);

test(
  "a club officer's screens have no serious accessibility violations",
  { tag: '@phone' },
  async ({ page }) => {
    await signInThroughForm(page, 'club-president@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await sweep(page, [
      '/',
      '/activities/monthly',
      `/activities/monthly/add/${MONTH}/MONTHLY_MEETING`,
      `/activities/monthly/add/${MONTH}/DISTRICT_DUES`,
      '/projects',
      '/projects/create',
      '/review/projects',
      '/members',
      '/members/create',
      '/profile',
      '/reports',
    ]);
    const member = await firstLinkTo(page, '/members', '/members/info/');
    await sweep(page, [member]);
    const edit = await firstLinkTo(page, member, '/members/edit/');
    await sweep(page, [edit]);
  },
);

test(
  "the evaluator's screens have no serious accessibility violations",
  { tag: '@phone' },
  async ({ page }) => {
    await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    // The review list keeps its month and filters in the address (issue 16): open it with them.
    await sweep(page, [
      '/',
      `/cpe-activities/monthly?month=${MONTH}&status=WAITING`,
      '/clubs',
      '/zone',
      '/zone/create',
    ]);
    await sweep(page, [await firstLinkTo(page, '/zone', '/zone/edit/')]);
  },
);

test(
  "the cabinet secretary's club screens have no serious accessibility violations",
  { tag: '@phone' },
  async ({ page }) => {
    await signInThroughForm(page, 'cabinet-secretary@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await sweep(page, ['/clubs/create']);
    await sweep(page, [await firstLinkTo(page, '/clubs', '/clubs/edit/')]);
  },
);

test(
  'a filed report, as its club and as the evaluator see it, has no serious accessibility violations',
  { tag: '@phone' },
  async ({ page, browser }) => {
    await signInThroughForm(page, 'club-secretary@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    // Each project files its own type: both run on one server, and a month takes one report a type.
    const type = atPhoneSize(page) ? 'REPORT_CEP_WORKSHOP' : 'CLUB_FUNDS_RASING';
    await openScreen(page, `/activities/monthly/add/${MONTH}/${type}`);
    await page.getByRole('textbox', { name: /^Venue/ }).fill('Town Hall, Kandy');
    await page.getByRole('button', { name: 'Submit to Review' }).click();
    await expect(page).toHaveURL(/\/activities\/monthly$/);
    const view = await firstLinkTo(page, '/activities/monthly', '/activities/monthly/view/');
    await sweep(page, [view]);

    const context = await browser.newContext(test.info().project.use);
    const evaluator = await context.newPage();
    await signInThroughForm(evaluator, 'clubs-performance-evaluation@example.org');
    await expect(evaluator.getByRole('button', { name: 'Profile' })).toBeVisible();
    await sweep(evaluator, [view]);
    await context.close();
  },
);
