import type { Failure, Incident, Results } from './results';

/** Examples of failures printed in full (the brief: at most 20). */
const MAX_EXAMPLES = 20;

/** What the memory rule was measured as. */
export interface MemoryCheck {
  baselineKb: number;
  afterKb: number;
  peakKb: number;
  limitKb: number;
}

/** The pass rules' inputs besides the results. */
export interface Verdict {
  seed: number;
  runs: number;
  seconds: number;
  aliveAfter: boolean;
  healthMs: number | undefined;
  memory: MemoryCheck | undefined;
  logDir: string;
  /** Session upkeep and transport notes (re-sign-ins, stale keep-alive sockets), printed as they are. */
  notes: string[];
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

function top(map: Map<string, number>, n: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${String(v).padStart(6)}  ${k}`);
}

/** The same fault hit by many requests is one line: kind, operation, status and the server's error. */
function signature(f: Failure): string {
  const cause = f.serverError?.split(' | ')[0] ?? f.answer.slice(0, 80);
  return `${f.kind} ${f.operationId} ${f.method}${f.status ? ` -> ${f.status}` : ''}: ${cause}`;
}

function printIncident(i: Incident, seed: number): void {
  console.log(`  - ${i.kind} on server #${i.generation}: ${i.detail}`);
  const confirmed = i.confirmed.length > 0 ? i.confirmed.join(', ') : 'none (it did not happen again alone)';
  console.log(`    suspects: ${i.suspects.slice(0, 20).join(', ') || 'none'}; confirmed alone: ${confirmed}`);
  for (const r of i.replays) console.log(`    replay ${r}`);
  const command = i.replayCommand ?? `--only ${i.confirmed.join(',')} --verbose`;
  if (i.confirmed.length > 0) console.log(`    replay: npm run fuzz -- --seed ${seed} ${command}`);
  const tail = i.tail.filter((l) => !l.startsWith('{')).slice(-8);
  if (tail.length > 0) console.log(`    server output:\n      ${tail.join('\n      ')}`);
}

/**
 * Prints the counts (requests, statuses, top operations, roles, attack coverage, duration), every
 * distinct failure with an example to replay, the incidents, and the verdict; answers whether the
 * run passed.
 */
export function printReport(
  results: Results,
  verdict: Verdict,
  describe: (index: number) => string,
): boolean {
  console.log('\n=== fuzz report ===');
  console.log(
    `seed ${verdict.seed}, ${results.sent} requests sent in ${verdict.seconds.toFixed(1)} s (${(results.sent / verdict.seconds).toFixed(0)}/s)`,
  );
  console.log(`\nby status:\n${top(results.byStatus, 30).join('\n')}`);
  const ops = new Map(
    [...results.byOperation.entries()].map(([op, m]) => [op, [...m.values()].reduce((a, b) => a + b, 0)]),
  );
  console.log(`\nby operation (top 25 of ${ops.size}):`);
  for (const line of top(ops, 25)) {
    const op = line.trim().split(/\s+/)[1]!;
    const statuses = [...(results.byOperation.get(op) ?? new Map()).entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(`${line}  (${statuses})`);
  }
  console.log(`\nby role:\n${top(results.byActor, 30).join('\n')}`);
  console.log(`\nattacks sent (coverage):\n${top(results.attacks, 40).join('\n') || '  none'}`);

  const fivexx = results.failures.filter((f) => f.kind === '5xx');
  const network = results.failures.filter((f) => f.kind === 'timeout' || f.kind === 'network');
  const pollution = results.failures.filter((f) => f.kind === 'pollution');
  // Failures on a server an earlier request had already broken are that incident's consequences.
  const causes = results.failures.filter((f) => f.consequenceOf === undefined);
  const consequences = results.failures.length - causes.length;
  const groups = new Map<string, Failure[]>();
  for (const f of causes) groups.set(signature(f), [...(groups.get(signature(f)) ?? []), f]);
  if (groups.size > 0) {
    console.log(`\ndistinct failures (${groups.size}):`);
    for (const [sig, list] of [...groups.entries()].sort((a, b) => b[1].length - a[1].length)) {
      console.log(
        `  ${String(list.length).padStart(5)}x ${sig.slice(0, 260)}   e.g. #${list
          .slice(0, 5)
          .map((f) => f.index)
          .join(', #')}`,
      );
    }
    console.log(`\nexamples (at most ${MAX_EXAMPLES}, one per distinct failure first):`);
    const firsts = [...groups.values()].map((l) => l[0]!);
    const rest = causes.filter((f) => !firsts.includes(f));
    for (const f of [...firsts, ...rest].slice(0, MAX_EXAMPLES)) {
      console.log(
        `  #${f.index} [${f.kind}${f.status ? ` ${f.status}` : ''}] ${f.operationId} ${f.method} ${f.url}`,
      );
      console.log(`     as ${f.actor} on server #${f.generation}; body: ${f.body}`);
      if (f.attacks.length > 0) console.log(`     attacks: ${f.attacks.join('; ')}`);
      console.log(`     answer: ${f.answer}`);
      if (f.serverError) console.log(`     server log: ${f.serverError.slice(0, 400)}`);
      console.log(`     replay: npm run fuzz -- --seed ${verdict.seed} --only ${f.index} --verbose`);
    }
  }
  if (consequences > 0) {
    console.log(
      `\n${consequences} more failures happened on a server already broken by an incident (listed with it below, not above)`,
    );
  }
  if (results.incidents.length > 0) {
    console.log(`\nserver incidents (${results.incidents.length}; the run restarted the server after each):`);
    for (const [n, i] of results.incidents.entries()) {
      const after = results.failures.filter((f) => f.consequenceOf === n + 1);
      printIncident(i, verdict.seed);
      if (after.length > 0) {
        const kinds = new Map<string, number>();
        for (const f of after)
          kinds.set(signature(f).slice(0, 140), (kinds.get(signature(f).slice(0, 140)) ?? 0) + 1);
        console.log(`    then ${after.length} failures on the broken server, e.g.:`);
        for (const line of top(kinds, 5)) console.log(`      ${line}`);
      }
      for (const index of i.confirmed.slice(0, 3)) console.log(`    #${index}: ${describe(index)}`);
    }
  }
  if (results.collateral > 0 || results.resent > 0) {
    console.log(
      `\n${results.collateral} requests refused after a crash (not counted as failures), ${results.resent} re-sent after a restart`,
    );
  }

  for (const note of verdict.notes) console.log(note);
  if (results.staleAfter.size > 0) {
    const byStatus = new Map<string, number>();
    for (const [what, n] of results.staleAfter) {
      const status = what.split(' ').pop() ?? what;
      byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    }
    console.log(
      `  the server had closed those connections right after answering: ${top(byStatus, 8)
        .map((l) => l.trim().replace(/\s+/, 'x '))
        .join(', ')}`,
    );
  }
  if (results.unsendable.length > 0) {
    console.log(
      `fuzzer bugs: ${results.unsendable.length} requests could not be encoded, e.g. ${results.unsendable.slice(0, 3).join('; ')}`,
    );
  }

  const rules: [string, boolean, string][] = [
    ['no answer >= 500', fivexx.length === 0, `${fivexx.length} answers >= 500`],
    [
      'no timeout or network failure',
      network.length === 0,
      `${network.length} timed out or failed on the network`,
    ],
    [
      'no prototype pollution seen',
      pollution.length === 0 && !results.incidents.some((i) => i.kind === 'pollution'),
      `${pollution.length} polluted answers`,
    ],
    [
      'the server never crashed, hung or broke',
      results.incidents.length === 0,
      `${results.incidents.length} incidents`,
    ],
    ['the server is alive after the run', verdict.aliveAfter, verdict.aliveAfter ? 'alive' : 'not running'],
    [
      'GET /api/health answers within 1 s after the run',
      verdict.healthMs !== undefined && verdict.healthMs <= 1000,
      verdict.healthMs === undefined ? 'no answer' : `${verdict.healthMs} ms`,
    ],
    [
      'memory back under the bound',
      verdict.memory !== undefined && verdict.memory.afterKb <= verdict.memory.limitKb,
      verdict.memory
        ? `RSS ${mb(verdict.memory.afterKb)} after (post-start ${mb(verdict.memory.baselineKb)}, peak ${mb(verdict.memory.peakKb)}, limit ${mb(verdict.memory.limitKb)})`
        : 'not measured',
    ],
  ];
  if (results.aborted) rules.push(['the run finished', false, results.aborted]);
  if (results.unsendable.length > 0)
    rules.push(['the fuzzer encoded every request', false, `${results.unsendable.length} not sent`]);
  console.log('\nverdict:');
  for (const [rule, ok, detail] of rules) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${rule}: ${detail}`);
  console.log(`\nserver logs: ${verdict.logDir}`);
  const passed = rules.every(([, ok]) => ok);
  console.log(passed ? '\nfuzz: PASSED' : '\nfuzz: FAILED');
  return passed;
}
