/**
 * P8 of `npm run bench` (issue 15): Lighthouse's mobile audit (simulated 4G, 4× slower CPU) of the
 * login page as a new visitor opens it and of the home page as a signed-in officer comes back to it,
 * on a fresh `npm start` (PGlite, the demo district, the production build).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { CHROMIUM_LAUNCH } from '../lib/chromium';
import { freePort, PROJECT_ROOT } from '../lib/server-child';
import { startApp, type AppUnderTest } from './app-under-test';
import { ms, table } from './report';
import type { BenchSettings } from './settings';

/** Issue 15's goals for both pages. */
export const LIGHTHOUSE_GOALS = { performance: 0.9, lcpMs: 2500, accessibility: 1 } as const;

/** The officer whose home is audited: one role, so sign-in lands on home. */
const OFFICER_ROLE = 'CLUB_SECRETARY';

/** One page's audit. */
export interface PageAudit {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  totalBlockingMs: number;
  /** Bytes over the wire, as Lighthouse counts them. */
  transferredBytes: number;
  /** The accessibility audits that failed, by id. */
  accessibilityFailures: string[];
  /** The performance opportunities worth most, with the milliseconds Lighthouse says they save. */
  opportunities: string[];
}

/** Runs of each page on a full run: Lighthouse's own advice against one run's noise is the median of several. */
const FULL_RUNS = 3;

/**
 * Lighthouse's errors that say the trace was not recorded and ask to "run Lighthouse again": a
 * failed recording, not a finding about the page, so the run is taken again (twice at most).
 */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * Runs Lighthouse's default (mobile) audit of one address in the browser on `port`, `runs` times, and
 * keeps the median run (Lighthouse's `computeMedianRun`: the run closest to the median FCP and TTI).
 */
async function audit(
  url: string,
  port: number,
  page: string,
  keepStorage: boolean,
  runs: number,
): Promise<PageAudit> {
  const results = [];
  for (let run = 0, retries = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The signed-in page needs the session the browser keeps; a new visitor starts from nothing.
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const code = result.lhr.runtimeError?.code;
    if (code && RETRIED_ERRORS.has(code) && retries < 2) {
      retries += 1;
      run -= 1;
      process.stderr.write(`Lighthouse on ${url}: ${code}, the trace was not recorded; running it again\n`);
      continue;
    }
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    results.push(result.lhr);
  }
  const lhr: (typeof results)[number] = computeMedianRun(results);
  // LIGHTHOUSE_REPORTS=dir keeps each page's whole report (open it in the Lighthouse viewer).
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    const name =
      page
        .split(',')[0]!
        .replace(/[^a-z]+/gi, '-')
        .replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
  }
  const { categories, audits } = lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page: runs > 1 ? `${page} (median of ${runs})` : page,
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    totalBlockingMs: value('total-blocking-time'),
    transferredBytes: value('total-byte-weight'),
    accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${a!.id}: ${a!.title}`),
    opportunities: Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) >= 100)
      .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
      .slice(0, 3)
      .map((a) => `${a.title} (${ms(a.numericValue ?? 0)})`),
  };
}

/** Signs the officer in through the login screen, leaving the session in the browser's storage. */
async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email/Mobile').fill(demoLoginEmail(OFFICER_ROLE));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 30_000 });
  await page.close();
}

/** Audits the login page and the signed-in home page (the median of three runs each; one in CI's smoke). */
export async function measureLighthouse(settings: BenchSettings): Promise<PageAudit[]> {
  const runs = settings.smoke ? 1 : FULL_RUNS;
  let app: AppUnderTest | undefined;
  let context: BrowserContext | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'club-cms-lighthouse-'));
  try {
    app = await startApp('pglite', { STATIC_DIR: resolve(PROJECT_ROOT, 'dist/client') });
    const baseUrl = app.server.baseUrl;
    const port = await freePort();
    // Lighthouse drives the browser over its debugging port; pages it opens share this profile.
    context = await chromium.launchPersistentContext(profile, {
      headless: true,
      ...CHROMIUM_LAUNCH,
      args: [...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`],
    });
    const login = await audit(`${baseUrl}/login`, port, '/login, a new visitor', false, runs);
    await signIn(context, baseUrl);
    const home = await audit(`${baseUrl}/`, port, '/ (home), a signed-in officer', true, runs);
    return [login, home];
  } finally {
    await context?.close();
    await app?.discard();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** P8's table, each figure beside its goal. */
export function lighthouseMarkdown(audits: readonly PageAudit[]): string {
  const g = LIGHTHOUSE_GOALS;
  return (
    `Lighthouse 12, mobile (simulated 4G, 4× CPU slowdown); goals: performance ≥ ${g.performance}, ` +
    `LCP ≤ ${ms(g.lcpMs)}, accessibility ${g.accessibility.toFixed(1)}.\n\n` +
    table(
      ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'transferred'],
      audits.map((a) => [
        a.page,
        a.performance.toFixed(2),
        a.accessibility.toFixed(2),
        ms(a.fcpMs),
        ms(a.lcpMs),
        ms(a.totalBlockingMs),
        `${(a.transferredBytes / 1024).toFixed(0)} KB`,
      ]),
    ) +
    audits
      .filter((a) => a.accessibilityFailures.length + a.opportunities.length > 0)
      .map(
        (a) =>
          `\n\n${a.page}: ${[...a.accessibilityFailures, ...a.opportunities.map((o) => `could save: ${o}`)].join('; ')}.`,
      )
      .join('')
  );
}
