import fc from 'fast-check';
import type { ActivityType } from './activity-types';
import type { FuzzOptions } from './cli';
import { learnFixtures, type Fixtures } from './fixtures';
import { callJson, send, type HttpAnswer, type HttpOutcome } from './http-client';
import { isPrototypeName, POLLUTION_CANARY } from './multipart';
import type { Failure, Incident, Results } from './results';
import { attacksOf, carriesCanary, describeBody, toWire, type WireRequest } from './sender';
import { startServer, type ServerHandle } from './server-process';
import { Sessions } from './sessions';
import type { FuzzRequest } from './types';

/** Requests generated at once; the server's health is probed between batches. */
const BATCH = 64;
/** Server restarts after crashes or bad states before the run gives up. */
const MAX_RESTARTS = 25;
/** Suspects replayed alone per incident, to name the request that did it. */
const MAX_ISOLATIONS = 6;
/** A replayed suspect that takes this long alone is what stalled the server. */
const SLOW_MS = 3_000;
/** Operations that end the session they run in: sent as the throwaway login, never as a role. */
const SESSION_ENDING = new Set(['logout', 'changePassword']);

/** What happened to one request, kept for the current batch's incident analysis. */
interface Sent {
  index: number;
  request: FuzzRequest;
  outcome: HttpOutcome;
  /** The server had died (or stopped answering) when this request ended. */
  afterDeath: boolean;
  start: number;
  end: number;
  /** The request that went before it on the same keep-alive connection. */
  previous?: number;
}

/** How the server looks after a batch. */
type Health = { ok: true } | { ok: false; kind: Incident['kind']; detail: string };

function actorLabel(req: FuzzRequest): string {
  if (SESSION_ENDING.has(req.operationId) && req.actor.kind === 'role') return 'throwaway';
  return req.actor.kind === 'role' ? req.actor.role : req.actor.kind;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function statusOf(outcome: HttpOutcome): string {
  if (outcome.kind === 'answer') return String(outcome.answer.status);
  return outcome.kind === 'timeout' ? 'timeout' : `network:${outcome.code}`;
}

/**
 * Runs the fuzz: starts the server, signs in, learns the fixtures, then sends the seed's requests
 * in batches with bounded concurrency. After every batch it probes the server; if it died, hung,
 * stalled or went bad (5xx on plain calls, a polluted prototype), it records an incident, starts a
 * fresh server when needed and replays the suspects alone to name the culprit. The run then goes on.
 */
export class Runner {
  server!: ServerHandle;
  sessions!: Sessions;
  fixtures!: Fixtures;
  /** Post-start memory of the current server, the baseline of the memory rule. */
  baselineKb = 0;
  private generation = 0;
  private restarts = 0;
  /** Every server of the run by generation: their logs explain the 5xx answers. */
  private readonly servers = new Map<number, ServerHandle>();
  /** Requests since the last (re)start that carried prototype keys: suspects of a pollution. */
  private prototypeSenders: number[] = [];
  private pollutionSeen = false;
  private halted = false;
  private readonly isolated = new Set<number>();
  /** Status of each request by index (for the stale-connection notes). */
  private readonly statuses = new Map<number, string>();
  /** The last request sent on each keep-alive connection (by local port). */
  private readonly lastOnConnection = new Map<number, number>();

  constructor(
    private readonly options: FuzzOptions,
    private readonly arb: fc.Arbitrary<FuzzRequest>,
    private readonly types: readonly ActivityType[],
    private readonly logDir: string,
    readonly results: Results,
  ) {}

  /** Starts a server (a new one after an incident) and gets sessions and fixtures for it. */
  async boot(): Promise<void> {
    this.generation++;
    const started = performance.now();
    this.server = await startServer(this.generation, this.logDir);
    this.servers.set(this.generation, this.server);
    this.sessions = new Sessions(this.server.port);
    await this.sessions.signInAll();
    this.fixtures = await learnFixtures(this.server.port, this.sessions, this.types);
    this.baselineKb = this.server.memory()?.rssKb ?? 0;
    this.prototypeSenders = [];
    this.pollutionSeen = false;
    this.halted = false;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `server #${this.generation} up on 127.0.0.1:${this.server.port} (pid ${this.server.pid}, ${seconds} s, ` +
        `RSS ${Math.round(this.baselineKb / 1024)} MB, ${this.sessions.roles.size} role sessions, ` +
        `${this.fixtures.reports.filter(Boolean).length}/${this.fixtures.reports.length} reports, ` +
        `${this.fixtures.victims.length} victims, ${this.fixtures.pointLines.length} point lines)`,
    );
    for (const w of this.fixtures.warnings) console.log(`  setup warning: ${w}`);
  }

  private async restart(): Promise<boolean> {
    if (this.restarts >= MAX_RESTARTS) {
      this.results.aborted = `stopped after ${MAX_RESTARTS} server restarts`;
      return false;
    }
    this.restarts++;
    await this.server.stop();
    await this.boot();
    return true;
  }

  /** The requests of the seed's sequence from `start`, as fast-check gives them for that seed. */
  generate(start: number, count: number): FuzzRequest[] {
    // `path` makes fast-check jump to the start'th value without generating the ones before it: the
    // request at an index is the same in a full run and in a `--only` replay.
    return fc.sample(this.arb, { seed: this.options.seed, path: String(start), numRuns: count });
  }

  /** Sends every index of the run (or of --only), batch by batch. */
  async run(indexes: number[]): Promise<void> {
    for (let i = 0; i < indexes.length; i += BATCH) {
      const chunk = indexes.slice(i, i + BATCH);
      const contiguous = chunk.every((v, k) => k === 0 || v === chunk[k - 1]! + 1);
      const requests = contiguous
        ? this.generate(chunk[0]!, chunk.length)
        : chunk.map((index) => this.generate(index, 1)[0]!);
      let batch = chunk.map((index, k) => ({ index, request: requests[k]! }));
      while (batch.length > 0) {
        const { sent, unsent } = await this.sendBatch(batch);
        const health = await this.health(sent);
        if (!health.ok) await this.incident(health, sent);
        if (this.results.aborted) return;
        this.results.resent += unsent.length;
        batch = unsent;
      }
      if (!this.options.verbose && (i / BATCH) % 16 === 15) {
        console.log(`  … ${Math.min(i + BATCH, indexes.length)}/${indexes.length} sent`);
      }
    }
  }

  /** Sends a batch with bounded concurrency; stops taking new requests once the server is gone. */
  private async sendBatch(batch: { index: number; request: FuzzRequest }[]) {
    const sent: Sent[] = [];
    const unsent: { index: number; request: FuzzRequest }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const item = batch[next++]!;
        if (this.halted) unsent.push(item);
        else {
          try {
            sent.push(await this.sendOne(item.index, item.request));
          } catch (err) {
            // A fault of the fuzzer's own bookkeeping must not end the run: it is reported instead.
            this.results.unsendable.push(
              `#${item.index} ${item.request.operationId}: ${(err as Error).stack ?? err}`,
            );
          }
        }
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
    return { sent, unsent };
  }

  /** Sends one request and counts it; checks the server when it failed on the network or timed out. */
  async sendOne(index: number, request: FuzzRequest, isolated = false, fresh = false): Promise<Sent> {
    let req = request;
    let tokenOverride: string | undefined;
    if (SESSION_ENDING.has(req.operationId) && req.actor.kind === 'role')
      req = { ...req, actor: { kind: 'throwaway' } };
    if (req.operationId === 'logout' && req.actor.kind === 'throwaway') {
      // Each logout ends a session of its own, so the throwaway login's main session lives on.
      tokenOverride = await this.sessions.signInThrowaway();
    }
    let wire: WireRequest;
    try {
      wire = toWire(req, this.sessions, this.fixtures, tokenOverride);
    } catch (err) {
      // A request the fuzzer cannot even encode is its own bug: say so, and never stop the run for it.
      this.results.unsendable.push(`#${index} ${request.operationId}: ${(err as Error).message}`);
      const now = performance.now();
      return {
        index,
        request,
        outcome: { kind: 'answer', answer: { status: 0, headers: {}, body: Buffer.alloc(0), ms: 0 } },
        afterDeath: false,
        start: now,
        end: now,
      };
    }
    const start = performance.now();
    const outcome = await send({ port: this.server.port, ...wire, timeoutMs: this.options.timeoutMs, fresh });
    const end = performance.now();
    const previous =
      outcome.connection === undefined ? undefined : this.lastOnConnection.get(outcome.connection);
    if (outcome.staleConnection !== undefined) {
      // The server closed a kept-alive connection after the request before this one on it.
      const before = this.lastOnConnection.get(outcome.staleConnection);
      const what = before === undefined ? 'unknown' : (this.statuses.get(before) ?? 'unknown');
      this.results.staleAfter.set(what, (this.results.staleAfter.get(what) ?? 0) + 1);
    }
    if (outcome.connection !== undefined) this.lastOnConnection.set(outcome.connection, index);
    const attacks = attacksOf(req);
    if (attacks.some((a) => a.startsWith('part name') && isPrototypeName(a)))
      this.prototypeSenders.push(index);

    let afterDeath = false;
    if (outcome.kind !== 'answer' && !isolated) afterDeath = !(await this.stillAnswering());
    const status = statusOf(outcome);
    this.statuses.set(index, `${request.operationId} ${status}`);
    if (!isolated) this.results.count(request.operationId, actorLabel(request), status, attacks);
    if (this.options.verbose || isolated) {
      const body = clip(describeBody(req.body, wire), 300);
      console.log(
        `    #${index} ${actorLabel(request)} ${wire.method} ${clip(wire.path, 140)} -> ${status} in ${Math.round(end - start)} ms | ${body}`,
      );
    }
    if (outcome.kind === 'answer') await this.afterAnswer(index, req, wire, outcome.answer, isolated);
    else if (!isolated) {
      if (afterDeath && outcome.kind === 'network' && outcome.code === 'ECONNREFUSED')
        this.results.collateral++;
      else {
        const detail =
          outcome.kind === 'timeout'
            ? `no answer within ${outcome.ms} ms`
            : `${outcome.code}: ${outcome.message}`;
        this.fail(outcome.kind, index, req, wire, undefined, detail);
      }
    }
    return { index, request, outcome, afterDeath, start, end, previous };
  }

  private async afterAnswer(
    index: number,
    req: FuzzRequest,
    wire: WireRequest,
    answer: HttpAnswer,
    isolated: boolean,
  ) {
    const text = answer.body.toString('utf8');
    if (!isolated && answer.status >= 500) {
      this.fail('5xx', index, req, wire, answer.status, text, String(answer.headers['x-request-id'] ?? ''));
    }
    if (text.includes(POLLUTION_CANARY) && !carriesCanary(wire)) {
      this.pollutionSeen = true;
      if (!isolated) this.fail('pollution', index, req, wire, answer.status, text);
    }
    const who =
      req.actor.kind === 'role' ? req.actor.role : req.actor.kind === 'throwaway' ? 'throwaway' : undefined;
    // Session upkeep: a 401 to a request that carried its actor's live token means a revoked session.
    if (
      answer.status === 401 &&
      who &&
      wire.token &&
      wire.headers.authorization === `Bearer ${wire.token}` &&
      req.operationId !== 'logout'
    ) {
      await this.sessions.revoked(who, wire.token);
    }
    if (answer.status !== 200 || !who) return;
    try {
      if (req.operationId === 'changePassword' && wire.jsonText) {
        const sentPassword = (JSON.parse(wire.jsonText) as { password?: string }).password;
        const token = (JSON.parse(text) as { token?: string }).token;
        if (sentPassword && token) this.sessions.passwordChanged(sentPassword, token);
      }
      if (req.operationId === 'userMemberUpdate') {
        // A changed e-mail or mobile is the login's new username (and ends its sessions).
        const data = (JSON.parse(text) as { data?: { email?: string | null; mobile?: string | null } }).data;
        this.sessions.profileChanged(who, data?.email ?? undefined, data?.mobile ?? undefined);
      }
    } catch {
      // An answer that is not the JSON the contract says: the 5xx and contract rules speak for it.
    }
  }

  private fail(
    kind: Failure['kind'],
    index: number,
    req: FuzzRequest,
    wire: WireRequest,
    status: number | undefined,
    answer: string,
    requestId?: string,
  ): void {
    this.results.failures.push({
      kind,
      index,
      generation: this.generation,
      operationId: req.operationId,
      method: wire.method,
      url: clip(wire.path, 300),
      actor: actorLabel(req),
      body: clip(describeBody(req.body, wire), 900),
      status,
      answer: clip(answer.replace(/\s+/g, ' '), 300),
      requestId,
      attacks: attacksOf(req),
    });
  }

  /** Fills in the server's log line of each 5xx (the log may be flushed after the answer arrives). */
  explainFailures(): void {
    for (const f of this.results.failures) {
      if (!f.requestId || f.serverError) continue;
      const logged = this.servers.get(f.generation)?.errorsOf(f.requestId)[0];
      if (!logged) continue;
      const frames = logged.stack?.split('\n').filter((l) => l.trim().startsWith('at ')) ?? [];
      const own = frames.filter((l) => l.includes('/src/')).slice(0, 3);
      f.serverError = [
        logged.error ?? logged.msg,
        ...(own.length > 0 ? own : frames.slice(0, 2)).map((l) => l.trim()),
      ].join(' | ');
    }
  }

  /** After a request failed on the network or timed out: is the server still there and answering? */
  private async stillAnswering(): Promise<boolean> {
    if (!this.server.alive()) {
      this.halted = true;
      return false;
    }
    // On a connection of its own: a kept-alive one may be the stuck one (see leavesConnectionStuck).
    const probe = await send({
      port: this.server.port,
      method: 'GET',
      path: '/api/health',
      headers: {},
      timeoutMs: 3_000,
      fresh: true,
    });
    if (probe.kind === 'answer' && probe.answer.status === 200) return true;
    this.halted = true;
    return false;
  }

  /** Probes the server: alive, /api/health answering, a plain signed-in call not 5xx, no polluted answers. */
  async health(sent: Sent[] = []): Promise<Health> {
    if (!this.server.alive()) {
      const code = await Promise.race([
        this.server.exited,
        new Promise<string>((r) => setTimeout(() => r('?'), 100)),
      ]);
      return { ok: false, kind: 'crash', detail: `the server process exited (${code})` };
    }
    const health = await send({
      port: this.server.port,
      method: 'GET',
      path: '/api/health',
      headers: {},
      timeoutMs: 5_000,
      fresh: true,
    });
    if (health.kind !== 'answer') {
      return {
        ok: false,
        kind: 'hang',
        detail: `GET /api/health: ${health.kind === 'timeout' ? 'no answer within 5 s' : health.message}`,
      };
    }
    if (health.answer.status !== 200)
      return { ok: false, kind: 'broken', detail: `GET /api/health answered ${health.answer.status}` };
    const cpe = this.sessions.roles.get('CLUBS_PERFORMANCE_EVALUATION');
    const failed = (err: Error) => ({ status: 0, text: err.message });
    const roles = await callJson(this.server.port, 'GET', '/api/user/roles', {
      token: cpe?.token,
      timeoutMs: 5_000,
    }).catch(failed);
    if (roles.status >= 500) {
      return {
        ok: false,
        kind: 'broken',
        detail: `GET /api/user/roles answered ${roles.status}: ${clip(roles.text, 200)}`,
      };
    }
    const anonymous = await callJson(this.server.port, 'GET', '/api/member/profile', {
      timeoutMs: 5_000,
    }).catch(failed);
    if (anonymous.text.includes(POLLUTION_CANARY) || this.pollutionSeen) {
      return {
        ok: false,
        kind: 'pollution',
        detail: `Object.prototype is polluted: an answer carried "${POLLUTION_CANARY}" that its request never sent (GET /api/member/profile without a token now answers ${clip(anonymous.text, 160)})`,
      };
    }
    if (sent.some((s) => s.afterDeath))
      return { ok: false, kind: 'hang', detail: 'the server stopped answering during the batch' };
    if (sent.some((s) => s.outcome.kind !== 'answer')) {
      return {
        ok: false,
        kind: 'stall',
        detail: 'requests timed out or were reset while the server stayed up',
      };
    }
    return { ok: true };
  }

  /** The requests that may have caused an incident, most likely first. */
  private suspectsOf(kind: Incident['kind'], sent: Sent[]): number[] {
    const failed = sent.filter((s) => s.outcome.kind !== 'answer');
    let suspects: Sent[];
    switch (kind) {
      case 'pollution':
        return [...new Set(this.prototypeSenders)];
      case 'crash':
        // In flight when it died: reset connections (refused ones were sent after the death).
        suspects = failed.filter((s) => !(s.outcome.kind === 'network' && s.outcome.code === 'ECONNREFUSED'));
        break;
      case 'hang':
      case 'stall': {
        // The request before each unanswered one on its connection (it may have left the connection
        // stuck), then whatever overlapped it (one that blocked the event loop is among those).
        const before = failed.flatMap((f) => (f.previous === undefined ? [] : [f.previous]));
        const overlapping = sent
          .filter((s) => failed.some((f) => s.start < f.end && s.end > f.start))
          .sort((a, b) => b.end - b.start - (a.end - a.start))
          .map((s) => s.index);
        return [...new Set([...before, ...overlapping])];
      }
      case 'broken':
        suspects = sent.filter((s) => s.outcome.kind === 'answer' && s.outcome.answer.status >= 500);
    }
    if (suspects.length === 0) suspects = sent.filter((s) => attacksOf(s.request).length > 0);
    return [...new Set(suspects.map((s) => s.index))];
  }

  /** Records an incident, restarts the server if needed and replays suspects alone to confirm the culprit. */
  private async incident(health: Extract<Health, { ok: false }>, sent: Sent[]): Promise<void> {
    const suspects = this.suspectsOf(health.kind, sent);
    const incident: Incident = {
      kind: health.kind,
      generation: this.generation,
      detail: health.detail,
      suspects,
      confirmed: [],
      replays: [],
      tail: this.server.tail().slice(-25),
    };
    this.results.incidents.push(incident);
    const incidentNumber = this.results.incidents.length;
    const shown = suspects.slice(0, 12).join(', ') + (suspects.length > 12 ? ', …' : '');
    console.log(
      `  ! incident on server #${this.generation}: ${health.kind}: ${health.detail} (suspects: ${shown})`,
    );
    try {
      if (health.kind !== 'stall' && !(await this.restart())) return;
      // A request that left its connection stuck shows only with a request after it on that connection.
      const follower = new Map(
        sent.flatMap((s) =>
          s.previous !== undefined && s.outcome.kind !== 'answer' ? [[s.previous, s.index] as const] : [],
        ),
      );
      for (const index of suspects.filter((i) => !this.isolated.has(i)).slice(0, MAX_ISOLATIONS)) {
        this.isolated.add(index);
        const next = follower.get(index);
        if (next !== undefined && (await this.leavesConnectionStuck(incident, index, next))) continue;
        if (!(await this.replayAlone(incident, index))) return;
      }
    } finally {
      this.markConsequences(incident, incidentNumber);
    }
  }

  /**
   * Replays a suspect alone and checks the server after it: confirmed when the server is not healthy
   * afterwards (then restarted) or when the request alone took SLOW_MS or more. False when the run
   * must stop (restarts used up).
   */
  private async replayAlone(incident: Incident, index: number): Promise<boolean> {
    const replay = await this.sendOne(index, this.generate(index, 1)[0]!, true);
    const after = await this.health();
    const ms = Math.round(replay.end - replay.start);
    const slow = ms >= SLOW_MS || replay.outcome.kind === 'timeout';
    incident.replays.push(
      `#${index}: ${statusOf(replay.outcome)} in ${ms} ms alone${after.ok ? '' : `, then ${after.kind}`}`,
    );
    if (!after.ok || slow) {
      incident.confirmed.push(index);
      console.log(`    -> #${index} confirmed (${after.ok ? `took ${ms} ms alone` : after.kind})`);
    }
    return after.ok || (await this.restart());
  }

  /**
   * True when `next` answers on a connection of its own, but not when sent right after `index` on the
   * same kept-alive connection: `index` left the connection stuck (an answer sent before its body
   * was read, and the connection neither drained nor closed).
   */
  private async leavesConnectionStuck(incident: Incident, index: number, next: number): Promise<boolean> {
    const alone = await this.sendOne(next, this.generate(next, 1)[0]!, true, true);
    if (alone.outcome.kind !== 'answer') return false;
    const first = await this.sendOne(index, this.generate(index, 1)[0]!, true);
    if (first.outcome.kind !== 'answer') return false;
    // One at a time: the keep-alive agent puts the follower on the connection the suspect used.
    const second = await this.sendOne(next, this.generate(next, 1)[0]!, true);
    if (second.outcome.kind === 'answer' || second.previous !== index) return false;
    incident.confirmed.push(index);
    incident.replays.push(
      `#${index} then #${next} on the same connection: #${index} ${statusOf(first.outcome)}, #${next} ${statusOf(second.outcome)} (alone it answers ${statusOf(alone.outcome)}: the connection was left stuck)`,
    );
    incident.replayCommand = `--only ${index},${next} --concurrency 1 --verbose`;
    incident.victims = [...(incident.victims ?? []), next];
    console.log(`    -> #${index} confirmed: the request after it on its connection got no answer`);
    return true;
  }

  /**
   * Failures on a server whose state an incident broke, after the request that broke it, are its
   * consequences (every answer fails once Object.prototype is polluted): they are counted apart so
   * the list of distinct failures shows causes.
   */
  private markConsequences(incident: Incident, incidentNumber: number): void {
    for (const f of this.results.failures) {
      if (f.generation === incident.generation && incident.victims?.includes(f.index))
        f.consequenceOf ??= incidentNumber;
    }
    if (incident.kind === 'stall') return;
    const first =
      incident.confirmed.length > 0 ? Math.min(...incident.confirmed) : Math.min(...incident.suspects);
    if (!Number.isFinite(first)) return;
    for (const f of this.results.failures) {
      if (f.generation === incident.generation && f.index > first && f.consequenceOf === undefined) {
        f.consequenceOf = incidentNumber;
      }
    }
  }

  /** Ends the run: stops the server (and drops its database). */
  async close(): Promise<void> {
    await this.server?.stop();
  }
}
