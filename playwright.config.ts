import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/lib/chromium';
import { testToday } from './tests/helpers/test-today';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Chosen once by the runner; its workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'club-cms-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Browser tests in Debian's Chromium (never a downloaded browser), against the real server on a fresh
 * embedded database with the demo district. `npm run test:e2e` builds the client first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // The service worker serves the app offline; only the offline spec wants it (test.use there).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    // An officer's phone (issue 13): the main flows and the accessibility sweep at 360×740, by touch.
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/client',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The district without its year of reports: the tests file the demo club's months themselves.
      SEED: 'district',
      // The server's today (honoured under NODE_ENV=test only): the demo Lions year's last day, so
      // every month the tests file has begun whatever the real date (tests/helpers/test-today.ts).
      CMS_TODAY: testToday(),
    },
  },
});
