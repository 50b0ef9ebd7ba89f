import autocannon from 'autocannon';

/** What one load run measured. */
export interface LoadResult {
  /** Answered requests per second (2xx only). */
  rps: number;
  p50: number;
  p99: number;
  /** Requests that failed: connection errors, time-outs and answers other than 2xx. */
  errors: number;
  requests: number;
}

/** One load run: `connections` clients asking `url` with `headers` for `seconds`. */
export interface LoadPlan {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

/**
 * Runs autocannon against one URL and answers requests per second and latency percentiles (ms).
 * Non-2xx answers count as errors, so a refused token shows up instead of flattering the figure.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const result = await autocannon({
    url: plan.url,
    headers: plan.headers,
    connections: plan.connections,
    duration: plan.seconds,
    // Keep-alive connections, one request in flight each, as browsers behind one district server do.
    pipelining: 1,
  });
  const ok = result['2xx'];
  return {
    rps: ok / plan.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
