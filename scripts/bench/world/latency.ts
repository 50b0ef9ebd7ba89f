import { performance } from 'node:perf_hooks';

/** The latencies of one endpoint's measured requests. */
export interface Latency {
  p50: number;
  p95: number;
  max: number;
  requests: number;
  /** Answers other than 200, and failed requests. */
  errors: number;
  /** The first error's status and text, to explain it. */
  firstError: string | null;
  /** Bytes of the answer to the last request (a CSV's size shows what the time bought). */
  bytes: number;
}

/** The nearest-rank percentile `p` (0..1) of ascending `sorted` samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** How many requests, one after another, and how many of them first, unmeasured. */
export interface Sequence {
  warmup: number;
  requests: number;
  /**
   * Milliseconds one endpoint may take in all: a query that runs for seconds stops after a few
   * requests (its figures say how many) instead of holding the benchmark for an hour.
   */
  budgetMs: number;
}

/**
 * Sends `sequence.warmup` and then `sequence.requests` GET requests one after another (one user at a
 * time: the latency a person waits for, not a server's throughput) and times each until its whole
 * answer has arrived, a CSV's last byte included. Past `sequence.budgetMs` it stops: the rest of the
 * warm-up is skipped, and at least one request is measured.
 */
export async function timeRequests(
  url: (i: number) => string,
  headers: Record<string, string>,
  sequence: Sequence,
): Promise<Latency> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  let bytes = 0;
  const begun = performance.now();
  for (let i = 0; i < sequence.warmup + sequence.requests; i++) {
    const overBudget = performance.now() - begun > sequence.budgetMs;
    if (overBudget && samples.length > 0) break;
    if (overBudget && i < sequence.warmup) i = sequence.warmup;
    const started = performance.now();
    let status = 0;
    let body: string;
    try {
      const res = await fetch(url(i), { headers });
      status = res.status;
      body = await res.text();
    } catch (err) {
      body = err instanceof Error ? err.message : String(err);
    }
    const elapsed = performance.now() - started;
    if (i < sequence.warmup) continue;
    samples.push(elapsed);
    bytes = Buffer.byteLength(body);
    if (status !== 200) {
      errors++;
      firstError ??= `${status} ${body.slice(0, 200)}`;
    }
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples.at(-1) ?? 0,
    requests: samples.length,
    errors,
    firstError,
    bytes,
  };
}
