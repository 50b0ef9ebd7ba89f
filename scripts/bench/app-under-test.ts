import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { createScratchDatabase, type ScratchDatabase } from '../lib/scratch-database';
import { startServerChild, type ServerChild } from '../lib/server-child';

/** The two databases the app runs on. */
export type DatabaseKind = 'postgres' | 'pglite';

/** The app as a district runs it, started for a benchmark, and how to clear it away. */
export interface AppUnderTest {
  server: ServerChild;
  kind: DatabaseKind;
  /** The scratch database (PostgreSQL) or data folder (PGlite) it serves. */
  databaseUrl?: string;
  dataDir: string;
  /** Stops the server (SIGTERM), keeping its database for a yardstick. */
  stop(): Promise<void>;
  /** Stops it and removes its database and files. */
  discard(): Promise<void>;
}

/** The PostgreSQL server benchmarks make their scratch databases on. */
export const BENCH_PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Starts the app in production (NODE_ENV=production, LOG_LEVEL=warn) with the demo district on a
 * scratch PostgreSQL database or a fresh PGlite folder, and waits until it answers.
 */
export async function startApp(kind: DatabaseKind, extraEnv: NodeJS.ProcessEnv = {}): Promise<AppUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-cms-bench-'));
  let scratch: ScratchDatabase | undefined;
  if (kind === 'postgres') scratch = await createScratchDatabase(BENCH_PG_URL, 'bench');
  const server = await startServerChild(
    {
      NODE_ENV: 'production',
      SEED: 'district',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...extraEnv,
    },
    300_000,
  );
  const stop = () => server.stop();
  return {
    server,
    kind,
    databaseUrl: scratch?.url,
    dataDir,
    stop,
    async discard() {
      await stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in demo login: its token and the headers that act in its role. */
export interface SignedIn {
  token: string;
  /** The club its role is bound to, when it is a club role. */
  club: string | null;
  headers: Record<string, string>;
}

/** Signs in a demo login of `role` and answers the headers of requests in that role. */
export async function signIn(baseUrl: string, role: string): Promise<SignedIn> {
  const res = await fetch(`${baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demoLoginEmail(role), password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${role} answered ${res.status}: ${await res.text()}`);
  const answer = (await res.json()) as {
    token: string;
    roles: { name: string; club: { uuid: string } | null }[];
  };
  const held = answer.roles.find((r) => r.name === role);
  return {
    token: answer.token,
    club: held?.club?.uuid ?? null,
    headers: { authorization: `Bearer ${answer.token}`, role },
  };
}
