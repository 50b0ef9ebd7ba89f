import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The project root, where `src/server/main.ts` is started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The only address these scripts ever send traffic to. */
export const LOOPBACK = '127.0.0.1';

/** A server process started by a script or a test. */
export interface ServerChild {
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Everything the process printed so far (its log lines, a crash's stack). */
  output(): string;
  /** True until the process ends. */
  alive(): boolean;
  /** Resolves with 'code N' or 'signal S' when the process ends. */
  exited: Promise<string>;
  /** Ends the process at once, as a power cut would: no shutdown code runs. */
  kill(): Promise<void>;
  /** Ends it gracefully (SIGTERM; SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Another program to start than the server, and the path that answers 200 once it is ready. */
export interface ChildProgram {
  /** A TypeScript file, relative to the project root. */
  entry: string;
  readyPath: string;
}

const SERVER: ChildProgram = { entry: 'src/server/main.ts', readyPath: '/api/health' };

/**
 * Starts `node --import tsx src/server/main.ts` (node itself, so the pid is the server's) on a free
 * port of 127.0.0.1 with the given environment over the caller's, and waits until /api/health
 * answers (a first start migrates and seeds: two minutes at most). The caller's DATABASE_URL is
 * dropped unless `env` names one. `program` starts another entry the same way (a benchmark's yardstick).
 */
export async function startServerChild(
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
  program: ChildProgram = SERVER,
): Promise<ServerChild> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, STATIC_DIR: '/nonexistent', LOG_LEVEL: 'warn' };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env, { PORT: String(port), HOST: LOOPBACK });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', program.entry], {
    cwd: PROJECT_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      // The newest 1 MB is plenty to explain a failure.
      printed = (printed + chunk.toString('utf8')).slice(-1_000_000);
    });
  }
  let ended: string | null = null;
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `code ${code}`;
      resolve(ended);
    });
  });
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const handle: ServerChild = {
    pid: child.pid!,
    port,
    baseUrl,
    output: () => printed,
    alive: () => ended === null,
    exited,
    async kill() {
      if (ended === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (ended === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended !== null)
      throw new Error(`the server exited during start-up (${ended}):\n${printed.slice(-4000)}`);
    try {
      const res = await fetch(`${baseUrl}${program.readyPath}`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) return handle;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await handle.kill();
  throw new Error(`${program.entry} did not answer ${program.readyPath} within ${timeoutMs / 1000} s`);
}
