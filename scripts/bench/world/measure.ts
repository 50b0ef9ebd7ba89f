import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerChild } from '../../lib/server-child';
import { signIn, type SignedIn } from '../app-under-test';
import { ms, table } from '../report';
import { ENDPOINTS, type Endpoint } from './endpoints';
import type { World } from './generate';
import { timeRequests, type Latency, type Sequence } from './latency';
import { readWorldContext } from './world-context';
import { describeWorld } from './world-size';

/** Issue 12's goal for every list, search and report of the world: p95 at most this. */
export const GOAL_MS = 50;

/** One endpoint's figures. */
export interface EndpointFigure extends Latency {
  name: string;
  role: string;
  /** The path of the first measured request, to repeat it by hand (EXPLAIN, curl). */
  example: string;
  goalMet: boolean;
}

/** What `measureWorld` answers: every endpoint's figures, and them as a markdown table. */
export interface WorldMeasurement {
  sequence: Sequence;
  figures: EndpointFigure[];
  /** Endpoints over the goal (or answering errors). */
  missed: EndpointFigure[];
  markdown: string;
}

/** The full run: enough requests for a p95 that one slow answer does not decide. */
export const FULL_SEQUENCE: Sequence = { warmup: 5, requests: 50, budgetMs: 30_000 };
/** A smoke: every endpoint answers, a few times. */
export const SMOKE_SEQUENCE: Sequence = { warmup: 1, requests: 5, budgetMs: 10_000 };

/**
 * Measures every list, search and report of the app on a generated world: starts the app as a
 * district runs it (NODE_ENV=production, LOG_LEVEL=warn, no seed) on the world's database, signs in
 * the demo logins of the roles that ask (district governor, evaluator, club president, zone
 * chairperson), reads what the requests name through the API, and times `sequence` requests of each
 * endpoint one after another (ENDPOINTS). Answers p50/p95 per endpoint and a markdown table with
 * whether each meets GOAL_MS; `only` (names containing it) measures some endpoints.
 */
export async function measureWorld(
  world: World,
  sequence: Sequence = FULL_SEQUENCE,
  only?: string,
): Promise<WorldMeasurement> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-cms-world-'));
  const server = await startServerChild(
    { DATABASE_URL: world.url, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED: 'none', DATA_DIR: dataDir },
    // A world that lacked a migration gets it at start: building an index on millions of rows.
    1_800_000,
  );
  // Ctrl-C or a time-out must not leave a server holding the world's connections behind.
  const onSignal = (signal: NodeJS.Signals) => {
    void server.kill().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const base = server.baseUrl;
    const endpoints = ENDPOINTS.filter((e) => !only || e.name.includes(only));
    const logins = new Map<string, SignedIn>();
    for (const role of new Set(ENDPOINTS.map((e) => e.role))) logins.set(role, await signIn(base, role));
    const ctx = await readWorldContext(base, logins, world.size.members);
    const figures: EndpointFigure[] = [];
    for (const endpoint of endpoints) {
      const figure = await measureEndpoint(base, endpoint, logins.get(endpoint.role)!, ctx, sequence);
      figures.push(figure);
      console.log(
        `  ${endpoint.name}: p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}` +
          (figure.errors ? `, ${figure.errors} errors (${figure.firstError})` : ''),
      );
    }
    const missed = figures.filter((f) => !f.goalMet);
    return { sequence, figures, missed, markdown: worldTable(world, sequence, figures) };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureEndpoint(
  base: string,
  endpoint: Endpoint,
  login: SignedIn,
  ctx: Parameters<Endpoint['path']>[0],
  sequence: Sequence,
): Promise<EndpointFigure> {
  const latency = await timeRequests((i) => base + endpoint.path(ctx, i), login.headers, sequence);
  return {
    ...latency,
    name: endpoint.name,
    role: endpoint.role,
    example: endpoint.path(ctx, sequence.warmup),
    goalMet: latency.errors === 0 && latency.p95 <= GOAL_MS,
  };
}

/** The figures as markdown: the world, how it was measured, a row per endpoint. */
export function worldTable(world: World, sequence: Sequence, figures: readonly EndpointFigure[]): string {
  const met = figures.filter((f) => f.goalMet).length;
  return (
    `${describeWorld(world.size)} on PostgreSQL (${(world.bytes / 1024 ** 3).toFixed(1)} GB). ` +
    `${sequence.requests} requests per endpoint, one at a time, after ${sequence.warmup} unmeasured ` +
    `(fewer when an endpoint takes more than ${sequence.budgetMs / 1000} s in all: n says how many); ` +
    `${met} of ${figures.length} endpoints meet p95 ≤ ${GOAL_MS} ms.\n\n` +
    table(
      ['endpoint', 'role', 'n', 'p50', 'p95', `p95 ≤ ${GOAL_MS} ms`],
      figures.map((f) => [
        f.name,
        f.role,
        String(f.requests),
        ms(f.p50),
        ms(f.p95),
        f.errors ? `no: ${f.errors} errors` : f.goalMet ? 'yes' : 'no',
      ]),
    )
  );
}
