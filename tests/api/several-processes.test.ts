import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database';
import { runScheduledJob } from '../../src/server/services/background/scheduled-jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 15: several processes serve one district on one PostgreSQL database behind a proxy. What one
// counts, the others count too. (On PGlite one process serves a data folder, so this is PostgreSQL's.)

const onPostgres = Boolean(process.env.DATABASE_URL);

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp();
  // Its own pool on the same database, as a second process has.
  second = await createTestApp({ database: await openDatabase({ url: first.databaseUrl! }) });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe.runIf(onPostgres)('two processes on one PostgreSQL database', () => {
  it('hold one sign-in throttle: guesses spread over both get 25 tries in all, not 25 each', async () => {
    const guess = (app: TestApp, i: number) =>
      app.app
        .inject({
          method: 'POST',
          url: '/api/member/login',
          payload: { username: 'club-treasurer@example.org', password: `wrong-${i}` },
          remoteAddress: `10.30.${i}.1`,
        })
        .then((r) => r.statusCode);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => guess(i % 2 === 0 ? first : second, i)),
    );
    expect({
      tried: statuses.filter((s) => s === 401).length,
      refused: statuses.filter((s) => s === 429).length,
    }).toEqual({ tried: 25, refused: 15 });
    // Either process refuses the next one, even with the right password.
    for (const app of [first, second]) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: 'club-treasurer@example.org', password: 'lions-demo-2026' },
        remoteAddress: '10.31.0.1',
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('run a scheduled job once between them, however many times each asks', async () => {
    let runs = 0;
    const job = { name: 'orphan-file-sweep-test', everyMs: 60 * 60_000, run: async () => `${++runs}` };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => runScheduledJob((i % 2 === 0 ? first : second).database.db, job)),
    );
    expect(runs).toBe(1);
    expect(answers.filter((a) => a !== null)).toEqual(['1']);
  });
});
