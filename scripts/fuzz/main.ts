/**
 * `npm run fuzz -- [--runs N] [--seed S]`: fuzzes the running server from its OpenAPI contract.
 *
 * Starts the real server (src/server/main.ts) on a fresh database, signs in the demo login of each of
 * the 26 roles, learns real ids, then sends N requests that fast-check generates from
 * openapi/openapi.yaml and the activity schemas: valid, boundary and hostile values, odd multipart
 * bodies and files, bad headers, every role. Exit code 0 only when every pass rule holds (report.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOpenApiDocument } from '../../src/server/openapi/load-document';
import { listOperations } from '../../src/server/openapi/operations';
import { loadActivityTypes } from './activity-types';
import { parseCli } from './cli';
import { retries, send } from './http-client';
import { settledMemory } from './memory';
import { printReport } from './report';
import { requestArb } from './request-arbitraries';
import { Results } from './results';
import { Runner } from './runner';
import { describeBody, toWire } from './sender';

const options = parseCli(process.argv.slice(2));
const indexes = options.only ?? Array.from({ length: options.runs }, (_, i) => i);
console.log(
  `fuzz: seed ${options.seed}, ${options.only ? `replaying #${options.only.join(', #')}` : `${options.runs} runs`}, ` +
    `concurrency ${options.concurrency}, timeout ${options.timeoutMs} ms, ` +
    `database ${process.env.DATABASE_URL ? 'a fresh one on DATABASE_URL' : 'PGlite'}`,
);
console.log(`  repeat with: npm run fuzz -- --runs ${options.runs} --seed ${options.seed}`);

const operations = [...listOperations(await loadOpenApiDocument()).values()];
const types = await loadActivityTypes();
const arb = requestArb(operations, types);
const logDir = mkdtempSync(join(tmpdir(), 'club-cms-fuzz-run-'));
const results = new Results();
const runner = new Runner(options, arb, types, logDir, results);

let passed = false;
// Ctrl-C still stops the server and drops its database.
process.once('SIGINT', () => {
  console.log('\ninterrupted: stopping the server');
  void runner.close().finally(() => process.exit(130));
});
try {
  await runner.boot();
  const started = performance.now();
  await runner.run(indexes);
  const seconds = (performance.now() - started) / 1000;

  const aliveAfter = runner.server.alive();
  const t0 = performance.now();
  const health = await send({
    port: runner.server.port,
    method: 'GET',
    path: '/api/health',
    headers: {},
    timeoutMs: 1_000,
  });
  const healthMs =
    health.kind === 'answer' && health.answer.status === 200 ? Math.round(performance.now() - t0) : undefined;
  const memory = aliveAfter ? await settledMemory(runner.server, runner.baselineKb) : undefined;
  runner.explainFailures();
  const c = runner.sessions.counts;
  const notes = [
    `\nsessions (last server): ${c.revokedSeen} answers 401 to a live token, ${c.resignIns} re-sign-ins, ` +
      `${c.resignInFailures} logins lost, ${c.throwawaySignIns} throwaway sign-ins (${c.throwawayFailures} failed), ` +
      `${c.passwordChanges} password changes`,
    `transport: ${retries.staleSocket} requests re-sent on a fresh connection after a reset on a reused keep-alive socket`,
  ];

  passed = printReport(
    results,
    { seed: options.seed, runs: options.runs, seconds, aliveAfter, healthMs, memory, logDir, notes },
    (index) => {
      const request = runner.generate(index, 1)[0]!;
      const wire = toWire(request, runner.sessions, runner.fixtures);
      return `${wire.method} ${wire.path.slice(0, 200)} | ${describeBody(request.body, wire).slice(0, 400)}`;
    },
  );
} catch (err) {
  console.error(`fuzz: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
} finally {
  await runner.close();
}
process.exit(passed ? 0 : 1);
