import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-logins';
import { startServerChild, type ServerChild } from '../../../scripts/lib/server-child';

// Hole 9 of the security review: a fresh production database loaded 27 accounts whose password the
// README prints. Started as `npm start` would be, in a process of its own.

const dirs: string[] = [];
const servers: ServerChild[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-cms-production-'));
  dirs.push(dataDir);
  const server = await startServerChild({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  });
  servers.push(server);
  return server;
}

const signInDemo = (server: ServerChild) =>
  fetch(`${server.baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'clubs-performance-evaluation@example.org', password: DEMO_PASSWORD }),
  });

describe.skipIf(Boolean(process.env.DATABASE_URL))('a production start on an empty database', () => {
  it('loads no demo accounts, and says why and how to load them', async () => {
    const server = await start({});
    expect((await signInDemo(server)).status).toBe(401);
    expect(server.output()).toContain('production: the demo district is not loaded');
    expect(server.output()).toContain('set SEED=demo to load it anyway');
  });

  it('loads them only when SEED=demo asks for it, with a warning', async () => {
    const server = await start({ SEED: 'demo' });
    expect((await signInDemo(server)).status).toBe(200);
    expect(server.output()).toContain('SEED=demo loaded 27 demo accounts with the published demo password');
  });
});
