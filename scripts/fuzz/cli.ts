import { parseArgs } from 'node:util';

/** What `npm run fuzz -- ...` asked for. */
export interface FuzzOptions {
  /** How many generated requests to send. */
  runs: number;
  /** The fast-check seed: the same seed and index always give the same request. */
  seed: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
  /** Indexes to replay alone (from a failure report), instead of a whole run. */
  only: number[] | null;
  /** Print every request and its status (for replays and debugging). */
  verbose: boolean;
}

const HELP = `Usage: npm run fuzz -- [--runs N] [--seed S] [--concurrency C] [--timeout MS] [--only I,J] [--verbose]

Starts the server on a fresh database (PGlite, or a new database on DATABASE_URL), signs in the demo
login of every role and sends N requests generated from openapi/openapi.yaml. Passes (exit 0) when no
answer was a 5xx, nothing timed out or failed on the network, and the server is alive, answers
/api/health within 1 s and its memory is back under the bound afterwards.

  --runs N          requests to send (default 10000)
  --seed S          fast-check seed (default: random, printed at start)
  --concurrency C   requests in flight (default 8)
  --timeout MS      per-request timeout (default 10000)
  --only I,J        replay only these indexes of the seed's sequence (as printed in a failure)
  --verbose         print each request with its status`;

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${text}`);
  return n;
}

/** Reads the command line; prints the usage and exits on --help or on a bad option. */
export function parseCli(argv: string[]): FuzzOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        runs: { type: 'string' },
        seed: { type: 'string' },
        concurrency: { type: 'string' },
        timeout: { type: 'string' },
        only: { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  try {
    // fast-check seeds are 32-bit integers; a random one is printed so the run can be repeated.
    const seed = positiveInt('seed', values.seed, Math.floor(Math.random() * 0x7fffffff)) | 0;
    return {
      runs: positiveInt('runs', values.runs, 10_000),
      seed,
      concurrency: Math.max(1, positiveInt('concurrency', values.concurrency, 8)),
      timeoutMs: Math.max(100, positiveInt('timeout', values.timeout, 10_000)),
      only: values.only ? values.only.split(',').map((s) => positiveInt('only', s.trim(), 0)) : null,
      verbose: values.verbose ?? false,
    };
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
}
