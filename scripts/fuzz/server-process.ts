import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/server-child';
import { createScratchDatabase, type ScratchDatabase } from '../lib/scratch-database';
import { send, TARGET_HOST } from './http-client';

/** The project root, where `src/server/main.ts` is started from. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One server error line of the log, matched to its answer by the x-request-id header. */
export interface LoggedError {
  msg: string;
  error?: string;
  stack?: string;
}

/** A running server child process. */
export interface ServerHandle {
  pid: number;
  port: number;
  /** Counts the starts of this run (1 = first), so request ids of different starts never mix. */
  generation: number;
  /** Where stdout and stderr of the child go (kept after the run). */
  logFile: string;
  alive(): boolean;
  /** Resolves with the exit code (or signal) when the child ends. */
  exited: Promise<string>;
  /** Error lines of the log (level >= 50) for a request id. */
  errorsOf(requestId: string): LoggedError[];
  /** The last lines the child printed that were not request logs (a crash's stack lands here). */
  tail(): string[];
  /** Resident memory of the child in kB (VmRSS), and its peak (VmHWM). */
  memory(): { rssKb: number; peakKb: number } | undefined;
  /** Ends the child (SIGTERM, then SIGKILL after 5 s) and removes its data. */
  stop(): Promise<void>;
}

function readMemory(pid: number): { rssKb: number; peakKb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: kb('VmRSS'), peakKb: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/**
 * Starts `node --import tsx src/server/main.ts` as the browser tests do (playwright.config.ts), on a
 * free port of 127.0.0.1, a fresh DATA_DIR, the demo seed and test mode (which also checks every
 * answer against the contract, so a contract violation shows up as a 500). With DATABASE_URL in the
 * environment it gets a fresh database on that server instead of PGlite. Waits for /api/health.
 */
export async function startServer(generation: number, logDir: string): Promise<ServerHandle> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'club-cms-fuzz-data-'));
  // Outside DATA_DIR, so the log of a crashed start outlives its data.
  const logFile = join(logDir, `server-${generation}.log`);
  let database: ScratchDatabase | undefined;
  if (process.env.DATABASE_URL) database = await createScratchDatabase(process.env.DATABASE_URL, 'cms_fuzz');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: TARGET_HOST,
    DATA_DIR: dataDir,
    STATIC_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SEED: 'district',
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  // node itself (not npx/tsx wrappers), so the pid is the server's and /proc shows its memory.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  const errors = new Map<string, LoggedError[]>();
  const tail: string[] = [];
  let exitedWith: string | null = null;
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      exitedWith = signal ? `signal ${signal}` : `code ${code}`;
      resolve(exitedWith);
    });
  });

  // Pino writes one JSON object a line; anything else (a crash, a warning of node) goes to `tail`.
  const onLine = (line: string) => {
    if (!line.trim()) return;
    let entry: Record<string, unknown> | undefined;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      entry = undefined;
    }
    if (entry && typeof entry === 'object') {
      const reqId = typeof entry.reqId === 'string' ? entry.reqId : undefined;
      const level = typeof entry.level === 'number' ? entry.level : 0;
      if (reqId && level >= 50) {
        const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
        const list = errors.get(reqId) ?? [];
        if (list.length < 5) {
          list.push({
            msg: String(entry.msg ?? ''),
            error: err ? `${err.type ?? 'Error'}: ${err.message ?? ''}` : undefined,
            stack: err?.stack,
          });
        }
        errors.set(reqId, list);
        return;
      }
      // Warnings about one request (a 4xx the server chose to log) are not the fuzzer's business.
      if (reqId) return;
    }
    tail.push(line.length > 2000 ? `${line.slice(0, 2000)}…` : line);
    if (tail.length > 200) tail.shift();
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }

  const handle: ServerHandle = {
    pid: child.pid!,
    port,
    generation,
    logFile,
    alive: () => exitedWith === null,
    exited,
    errorsOf: (requestId) => errors.get(requestId) ?? [],
    tail: () => [...tail],
    memory: () => readMemory(child.pid!),
    async stop() {
      if (exitedWith === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
      await database
        ?.drop()
        .catch((err: Error) => console.warn(`could not drop the database: ${err.message}`));
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };

  // First start migrates and seeds the demo district: allow two minutes, as the browser tests do.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exitedWith !== null) {
      const lines = handle.tail().slice(-20).join('\n');
      await handle.stop();
      throw new Error(`the server exited during start-up (${exitedWith}):\n${lines}`);
    }
    const outcome = await send({ port, method: 'GET', path: '/api/health', headers: {}, timeoutMs: 1_000 });
    if (outcome.kind === 'answer' && outcome.answer.status === 200) return handle;
    await new Promise((r) => setTimeout(r, 250));
  }
  await handle.stop();
  throw new Error('the server did not answer /api/health within 120 s');
}
