import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { can } from '../../src/shared/policy';
import { colomboMonth } from '../../src/shared/time/colombo';
import { CHROMIUM_LAUNCH } from '../lib/chromium';
import { fileWaitingReports, reviewQueue, type CallApp } from '../lib/waiting-reports';
import { signIn, startApp, type AppUnderTest } from './app-under-test';
import type { BenchSettings } from './settings';

const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';
const APPROVE_ALL = 'Approve all open lines and approve report';

/** What a scripted evaluator's run through the queue took. */
export interface ReviewQueueRun {
  reports: number;
  /** Seconds to file the waiting reports through the API (setup, not measured work). */
  filingSeconds: number;
  /** Milliseconds from arriving on each report to arriving on the next one (or back on the list). */
  perReport: number[];
  /** Of each: until the report could be approved in bulk (its view, points and queue loaded). */
  ready: number[];
  /** Key presses and clicks per report. */
  interactions: number;
  /** Reports left waiting after the run (0 when every decision landed). */
  leftWaiting: number;
}

/** The app's API by fetch, as a benchmark calls it. */
function apiAt(baseUrl: string): CallApp {
  return async (method, path, headers, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json() };
  };
}

/** Signs the evaluator in through the login screen. */
async function signInEvaluator(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email/Mobile').fill(demoLoginEmail(EVALUATOR));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
}

/**
 * One report by the keyboard flow: waits until it can be approved in bulk, presses `a`, confirms,
 * and waits until the browser has left it (for the next report, or the list after the last).
 * Answers the milliseconds until it could be approved, and the interactions (2).
 */
async function decideByKeyboard(page: Page): Promise<{ readyMs: number; interactions: number }> {
  const before = page.url();
  const start = performance.now();
  await page.getByRole('button', { name: APPROVE_ALL }).and(page.locator(':enabled')).waitFor();
  const readyMs = performance.now() - start;
  await page.keyboard.press('a');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((url) => url.href !== before, { timeout: 30_000 });
  return { readyMs, interactions: 2 };
}

/**
 * Issue 16's scripted run: a fresh PGlite folder with the district and no reports, `n` reports filed
 * for this month through the API (all waiting), then Chromium as the evaluator from the queue's
 * first report through every one by the keyboard flow (a, confirm, next), each report timed from
 * arriving to arriving on the next. Reported, not asserted.
 */
export async function measureReviewQueue(settings: BenchSettings): Promise<ReviewQueueRun> {
  if (!can(EVALUATOR, 'activity.decide')) throw new Error(`${EVALUATOR} may no longer decide reports`);
  const n = settings.smoke ? 5 : 50;
  const month = colomboMonth();
  let app: AppUnderTest | undefined;
  let browser: Browser | undefined;
  try {
    app = await startApp('pglite', {
      STATIC_DIR: process.env.BENCH_STATIC_DIR ?? resolve('dist/client'),
    });
    const baseUrl = app.server.baseUrl;
    const api = apiAt(baseUrl);
    const evaluator = (await signIn(baseUrl, EVALUATOR)).headers;
    const filingStart = performance.now();
    await fileWaitingReports(api, evaluator, month, n);
    const filingSeconds = (performance.now() - filingStart) / 1000;
    const search = `?month=${month}`;
    const [first] = await reviewQueue(api, evaluator, month, search);

    browser = await chromium.launch({ headless: true, ...CHROMIUM_LAUNCH });
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInEvaluator(page, baseUrl);
    await page.goto(`${baseUrl}/activities/monthly/view/${first!.uuid}/${month}/${first!.key}${search}`);
    const perReport: number[] = [];
    const ready: number[] = [];
    let interactions = 0;
    for (let i = 0; i < n; i += 1) {
      const start = performance.now();
      const one = await decideByKeyboard(page);
      perReport.push(performance.now() - start);
      ready.push(one.readyMs);
      interactions += one.interactions;
    }
    const after = await reviewQueue(api, evaluator, month, search);
    const leftWaiting = after.filter((r) => r.status === 'SUBMITTED' || r.status === 'PENDING').length;
    return { reports: n, filingSeconds, perReport, ready, interactions: interactions / n, leftWaiting };
  } finally {
    await browser?.close();
    await app?.discard();
  }
}
