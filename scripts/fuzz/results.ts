/** One request that broke a pass rule: a 5xx, a timeout, a network failure, or a polluted answer. */
export interface Failure {
  kind: '5xx' | 'timeout' | 'network' | 'pollution';
  /** Index in the seed's sequence: `--seed S --only I` replays it. */
  index: number;
  /** Which server start it hit (1 = first; a crash or a broken state starts a new one). */
  generation: number;
  operationId: string;
  method: string;
  url: string;
  actor: string;
  body: string;
  status?: number;
  /** The answer's body, shortened, or the network error. */
  answer: string;
  /** The server's own log line for the request (matched by x-request-id), when it logged one. */
  serverError?: string;
  /** The answer's x-request-id, to find that log line once the log has been flushed. */
  requestId?: string;
  attacks: string[];
  /** Set when it happened on a server an earlier request had already broken (incident number, from 1). */
  consequenceOf?: number;
}

/**
 * A failure of the whole server: it crashed, stopped answering (hang), stopped answering for a while
 * and came back (stall: one request blocked the event loop and others timed out), or its state went
 * bad (5xx on plain calls, a polluted prototype).
 */
export interface Incident {
  kind: 'crash' | 'hang' | 'stall' | 'broken' | 'pollution';
  generation: number;
  detail: string;
  /** Requests that may have caused it (in flight, timed out, or carrying prototype keys)... */
  suspects: number[];
  /** ...and those that did it again when replayed alone on a fresh server. */
  confirmed: number[];
  /** What each replay did ("#12: 14.2 s, 500"), for the report. */
  replays: string[];
  /** The command that shows it again, when it takes more than the confirmed indexes alone. */
  replayCommand?: string;
  /** Requests that failed only because of it (the one after a stuck connection's culprit). */
  victims?: number[];
  /** The last lines the server printed (a crash's stack). */
  tail: string[];
}

function bump<K>(map: Map<K, number>, key: K, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Everything counted during a run, for the report and the verdict. */
export class Results {
  sent = 0;
  readonly byStatus = new Map<string, number>();
  readonly byOperation = new Map<string, Map<string, number>>();
  readonly byActor = new Map<string, number>();
  readonly attacks = new Map<string, number>();
  readonly failures: Failure[] = [];
  readonly incidents: Incident[] = [];
  /** Network failures after the server had died: consequences of an incident, not failures of their own. */
  collateral = 0;
  /** Requests of a batch left unsent when the server died, and sent again after the restart. */
  resent = 0;
  aborted: string | undefined;
  /** What the request before a stale kept-alive connection got ("memberUpdate 431" -> count). */
  readonly staleAfter = new Map<string, number>();
  /** Generated requests the fuzzer itself could not encode (its own bugs; the report lists them). */
  readonly unsendable: string[] = [];

  /** Counts one answered (or failed) request. */
  count(operationId: string, actor: string, status: string, attacks: string[]): void {
    this.sent++;
    bump(this.byStatus, status);
    const op = this.byOperation.get(operationId) ?? new Map<string, number>();
    bump(op, status);
    this.byOperation.set(operationId, op);
    bump(this.byActor, actor);
    for (const a of attacks) bump(this.attacks, a);
  }
}
