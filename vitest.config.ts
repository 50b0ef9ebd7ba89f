import { defineConfig } from 'vitest/config';
import { clientAliases } from './vite.config.ts';

/**
 * Three projects: `unit` (pure code beside its source), `client` (React components in happy-dom) and
 * `api` (the server in-process through inject, and its services called directly, on PGlite or on
 * DATABASE_URL).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Some server units open an embedded database and migrate it in their setup, as the API
          // tests do: on a busy two-core machine that outlasts the default 10 s.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'client',
          alias: clientAliases,
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/services/**/*.test.ts'],
          environment: 'node',
          // Pins the server's today for the future rule (issue 28) to the Lions year's last day.
          setupFiles: ['tests/helpers/api-setup.ts'],
          // One module graph per worker, not per file: every file builds its own app and database, so
          // nothing leaks between them, and the server's modules are imported once per worker instead of
          // once per file (the api project alone: 513 s for 650 tests, where importing dominated before).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
