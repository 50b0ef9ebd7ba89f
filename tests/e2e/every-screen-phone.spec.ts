import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './helpers';
import { backToEnglish, chooseLanguage } from './language-switch';

/** The phone's width (the phone project's viewport): no screen may be wider. */
const PHONE_PX = 360;

type Language = 'en' | 'si' | 'ta';

/** Each language as the profile menu's switch names it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/** One of each kind of user: a club officer, the evaluator, and a district official. */
const USERS = [
  { kind: 'club officer', login: 'club-president@example.org' },
  { kind: 'evaluator', login: 'clubs-performance-evaluation@example.org' },
  { kind: 'official', login: 'district-governor@example.org' },
];

/** The screens a signed-out visitor can open. */
const SIGNED_OUT = ['/login', '/forgot-password', '/reset-password?token=x', '/app-login'];

/**
 * A route's shape: ids, months and activity keys made alike, so the sweep opens one screen per route
 * (one project's view, not every project's).
 */
function routeOf(url: string): string {
  const { pathname } = new URL(url, 'http://x');
  return pathname
    .split('/')
    .map((part) => (/\d|^[A-Z][A-Z0-9_]+$|^[0-9a-f-]{16,}$/.test(part) ? ':id' : part))
    .join('/');
}

/** The page's width in CSS pixels: what a thumb would scroll sideways through. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Requests the page has in flight, kept on the page object by `trackRequests`. */
const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight, so a screen is measured only once its data has arrived. */
function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits until nothing has been in flight for a moment and no loader shows on the screen. */
async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page)!;
  for (let quiet = 0; quiet < 3;) {
    await page.waitForTimeout(50);
    quiet = open.size === 0 ? quiet + 1 : 0;
  }
  await expect(page.locator('main .bp6-progress-bar, main .bp6-spinner')).toHaveCount(0);
}

/**
 * Opens a screen and waits until it has drawn. The first visit loads the page; later ones move the
 * app's router as a link does (a whole reload per screen made the sweep minutes long).
 */
async function open(page: Page, path: string, reload = false): Promise<void> {
  if (reload) await page.goto(path);
  else
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await settled(page);
}

/** The in-app links of the screen now shown (menu, lists, cards), as paths. */
async function linksOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .map((a) => a.getAttribute('href')!)
      .filter((href) => !href.startsWith('/api/') && !href.includes('#')),
  );
}

/**
 * Every screen a signed-in user can reach from the menu and the links of its screens, one per route,
 * found by following them from the home page; each one's width is measured on the way.
 */
async function crawl(page: Page): Promise<{ paths: string[]; wide: string[] }> {
  const seen = new Map<string, string>([[routeOf('/'), '/']]);
  const queue = ['/'];
  const wide: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    await open(page, path);
    const width = await pageWidth(page);
    if (width > PHONE_PX) wide.push(`${path} ${width}px`);
    for (const href of await linksOnScreen(page)) {
      const route = routeOf(href);
      if (seen.has(route) || href === '/login') continue;
      seen.set(route, href);
      queue.push(href);
    }
  }
  return { paths: [...seen.values()], wide };
}

/** Chooses a language in the profile menu, and waits until the page speaks it. */
async function speak(page: Page, language: Language) {
  await chooseLanguage(page, LANGUAGE_NAMES[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.keyboard.press('Escape');
}

/** The screens among `paths` wider than the phone, each with its width. */
async function tooWide(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const width = await pageWidth(page);
    if (width > PHONE_PX) wide.push(`${path} ${width}px`);
  }
  return wide;
}

test.describe('every screen fits a 360 px phone in English, Sinhala and Tamil', () => {
  // The language is the user's, kept on the server: other specs sign in as these users and read English.
  test.afterEach(async ({ page, context }) => {
    await context.setOffline(false);
    await backToEnglish(page);
  });

  test(
    'signed out: sign-in, forgotten password, reset and app login',
    { tag: ['@phone', '@phone-only'] },
    async ({ page }) => {
      trackRequests(page);
      const wide: string[] = [];
      for (const language of ['en', 'si', 'ta'] as const) {
        await page.goto('/login');
        await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
        await open(page, '/login', true);
        wide.push(...(await tooWide(page, SIGNED_OUT)).map((line) => `${language} ${line}`));
      }
      expect(wide, 'screens that scroll sideways').toEqual([]);
    },
  );

  for (const user of USERS) {
    test(
      `signed in as ${user.kind}: every screen it reaches`,
      { tag: ['@phone', '@phone-only'] },
      async ({ page }) => {
        test.setTimeout(180_000);
        trackRequests(page);
        await signInThroughForm(page, user.login);
        await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
        const { paths, wide } = await crawl(page);
        // A sweep that found only the home page would prove nothing.
        expect(paths.length, `screens found: ${paths.join(' ')}`).toBeGreaterThan(4);
        const english = wide.map((line) => `en ${line}`);
        const others: string[] = [];
        for (const language of ['si', 'ta'] as const) {
          await open(page, '/');
          await speak(page, language);
          others.push(...(await tooWide(page, paths)).map((line) => `${language} ${line}`));
        }
        const all = [...english, ...others];
        expect(all, 'screens that scroll sideways').toEqual([]);
      },
    );
  }

  test('offline, the banner fits too', { tag: ['@phone', '@phone-only'] }, async ({ page, context }) => {
    await signInThroughForm(page, 'club-president@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.locator('.cms-offline-banner')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_PX);
    await context.setOffline(false);
  });
});
