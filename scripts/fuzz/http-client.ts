import http from 'node:http';

/**
 * The HTTP client of the fuzzer, on node:http rather than fetch: fetch (WHATWG URL) would normalise
 * `../` and `%2e%2e` segments away and refuses some header shapes, while a fuzzer must send the path
 * and headers exactly as generated. It also lets setup traffic leave from another loopback address
 * (see SETUP_ADDRESS). Every request goes to 127.0.0.1 only.
 */

/** The only host the fuzzer ever talks to. */
export const TARGET_HOST = '127.0.0.1';

/**
 * Source address of sign-ins and setup calls. The server throttles failed logins per client IP; the
 * fuzzed logins (from 127.0.0.1) use up that budget on purpose, and re-signing in a revoked session
 * must still work. 127.0.0.2 is loopback too: the traffic never leaves the machine.
 */
export const SETUP_ADDRESS = '127.0.0.2';

/** What a request may carry. */
export interface HttpRequest {
  port: number;
  method: string;
  /** Path and query, already encoded. */
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
  timeoutMs: number;
  localAddress?: string;
  /** On a new connection of its own instead of a kept-alive one. */
  fresh?: boolean;
}

/** An answer, with at most MAX_KEPT bytes of its body kept. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/**
 * How a request ended. `connection` is the local port of the keep-alive connection it went on, so a
 * request that hangs can be traced to the one before it on the same connection.
 */
export type HttpOutcome = (
  | { kind: 'answer'; answer: HttpAnswer }
  | { kind: 'timeout'; ms: number }
  | { kind: 'network'; code: string; message: string; ms: number }
) & {
  connection?: number;
  /** Set when a reset on this reused connection made send() try again on a fresh one. */
  staleConnection?: number;
};

/** Body bytes kept per answer: enough for any JSON error, and CSV reports are only counted. */
const MAX_KEPT = 64 * 1024;

// Keep-alive, as a browser would; sockets are capped by the runner's own concurrency.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Requests sent again because a kept-alive socket had been closed by the server (see send). */
export const retries = { staleSocket: 0 };

/**
 * Sends one request and never throws: network failures and timeouts are outcomes too. A request that
 * fails with a reset on a reused keep-alive socket is sent once more on a fresh one (what browsers
 * and node's own docs do): the server may close a connection after an answer (a 413, a multipart it
 * stopped reading), and the pool cannot know before it writes.
 */
export async function send(req: HttpRequest): Promise<HttpOutcome> {
  const first = await sendOnce(req, req.fresh);
  if (first.kind === 'network' && first.reused && (first.code === 'ECONNRESET' || first.code === 'EPIPE')) {
    retries.staleSocket++;
    return { ...(await sendOnce(req, true)), staleConnection: first.connection };
  }
  return first;
}

function sendOnce(req: HttpRequest, fresh = false): Promise<HttpOutcome & { reused?: boolean }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let connection: number | undefined;
    const finish = (outcome: HttpOutcome & { reused?: boolean }) => {
      if (settled) return;
      settled = true;
      outcome.connection = connection;
      clearTimeout(timer);
      resolve(outcome);
    };
    let request: http.ClientRequest;
    const fail = (err: NodeJS.ErrnoException) =>
      finish({
        kind: 'network',
        code: err.code ?? 'ERROR',
        message: err.message,
        ms: elapsed(),
        reused: request.reusedSocket,
      });
    try {
      request = http.request({
        host: TARGET_HOST,
        port: req.port,
        method: req.method,
        path: req.path,
        headers: req.body ? { ...req.headers, 'content-length': String(req.body.length) } : req.headers,
        agent: fresh ? false : agent,
        localAddress: req.localAddress,
      });
    } catch (err) {
      // node refuses some paths and header values before anything is sent: a fuzzer bug, not the server's.
      const e = err as NodeJS.ErrnoException;
      resolve({ kind: 'network', code: `CLIENT_${e.code ?? 'ERROR'}`, message: e.message, ms: 0 });
      return;
    }
    request.on('socket', (socket) => {
      connection = socket.localPort;
      if (connection === undefined) socket.once('connect', () => (connection = socket.localPort));
    });
    const timer = setTimeout(() => {
      finish({ kind: 'timeout', ms: elapsed() });
      request.destroy();
    }, req.timeoutMs);
    request.on('error', fail);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < MAX_KEPT) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      res.on('error', fail);
      res.on('end', () =>
        finish({
          kind: 'answer',
          answer: {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).subarray(0, MAX_KEPT),
            ms: elapsed(),
          },
        }),
      );
    });
    request.end(req.body);
  });
}

/** A JSON call for setup and probes: from SETUP_ADDRESS, with a bearer token and role/club headers. */
export async function callJson(
  port: number,
  method: string,
  path: string,
  options: {
    token?: string;
    role?: string;
    club?: string;
    json?: unknown;
    body?: Buffer;
    contentType?: string;
    timeoutMs?: number;
  } = {},
): Promise<{ status: number; json: unknown; text: string }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.role) headers.role = options.role;
  if (options.club) headers.club = options.club;
  let body = options.body;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const outcome = await send({
    port,
    method,
    path,
    headers,
    body,
    timeoutMs: options.timeoutMs ?? 30_000,
    localAddress: SETUP_ADDRESS,
  });
  if (outcome.kind !== 'answer') {
    throw new Error(`${method} ${path}: ${outcome.kind === 'timeout' ? 'timed out' : outcome.message}`);
  }
  const text = outcome.answer.body.toString('utf8');
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (CSV, HTML): the caller reads `text`.
  }
  return { status: outcome.answer.status, json, text };
}
