import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/lib/scratch-database';
import { startServerChild, type ServerChild } from '../../scripts/lib/server-child';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { THROTTLE_LIMITS } from '../../src/server/services/auth/throttle';

// Issue 15, part 3: three real server processes on one PostgreSQL database, as behind a reverse proxy
// (each with its own DATA_DIR, so nothing is shared through a folder). They start together, so all
// three race to migrate and seed; then the sign-in throttle, the uploads and the scheduled sweep
// have to behave as one district's. PostgreSQL only: a PGlite folder serves one process.

const serverUrl = process.env.DATABASE_URL;
/** The migrations of the code (drizzle-kit's journal). */
const JOURNAL = (
  JSON.parse(
    readFileSync(new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as { entries: unknown[] }
).entries;
/** The sweep's period here: each process asks for the turn every half second. */
const SWEEP_SECONDS = 3;

let scratch: ScratchDatabase | undefined;
let work: string;
let servers: ServerChild[] = [];
let sql: pg.Client;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await createScratchDatabase(serverUrl, 'cms_three');
  work = mkdtempSync(join(tmpdir(), 'club-cms-three-'));
  const shared = {
    DATABASE_URL: scratch.url,
    NODE_ENV: 'test',
    // The district alone (its logins): the year of reports SEED=demo files in the background would
    // only slow the three down.
    SEED: 'district',
    // One key for every process, or a file link one of them wrote would be refused by the others.
    FILE_URL_SECRET: randomBytes(32).toString('hex'),
    // The test plays the proxy: each caller's address comes in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    ORPHAN_SWEEP_SECONDS: String(SWEEP_SECONDS),
    // Old enough that nothing uploaded during the test is swept; the test's orphans are hours old.
    ORPHAN_FILE_MINUTES: '1',
    LOG_LEVEL: 'info',
  };
  servers = await Promise.all(
    [1, 2, 3].map((n) => startServerChild({ ...shared, DATA_DIR: join(work, `process-${n}`) })),
  );
  sql = new pg.Client({ connectionString: scratch.url });
  await sql.connect();
}, 150_000);

afterAll(async () => {
  await sql?.end();
  await Promise.all(servers.map((server) => server.stop()));
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A request from a client at `address`, as the proxy forwards it. */
function send(server: ServerChild, path: string, address: string, init: RequestInit = {}) {
  return fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': address, ...(init.headers as Record<string, string>) },
  });
}

function signIn(server: ServerChild, username: string, password: string, address: string) {
  return send(server, '/api/member/login', address, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

/** The JSON log lines every process printed, each with the process it came from. */
function logLines(): { process: number; line: Record<string, unknown> }[] {
  return servers.flatMap((server, index) =>
    server
      .output()
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => ({ process: index + 1, line: JSON.parse(text) as Record<string, unknown> })),
  );
}

describe.runIf(serverUrl)('three server processes on one PostgreSQL database', () => {
  it('started together: the migrations and the demo seed ran once, under the lock', async () => {
    expect(servers.every((server) => server.alive())).toBe(true);
    const { rows: migrations } = await sql.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations[0]!.n).toBe(JOURNAL.length);
    const { rows: logins } = await sql.query<{ n: number }>(
      'select count(*)::int as n from users where email = $1',
      [demoLoginEmail('CLUB_TREASURER')],
    );
    expect(logins[0]!.n).toBe(1);
  });

  it('hold one sign-in throttle: failed logins spread over the three are counted together', async () => {
    const account = demoLoginEmail('CLUB_TREASURER');
    const { points } = THROTTLE_LIMITS.loginPerAccount;
    // More guesses than the limit, at once, round-robin over the processes, each from its own
    // address (so the per-address limit is not the one that bites).
    const statuses = await Promise.all(
      Array.from({ length: points + 15 }, (_, i) =>
        signIn(servers[i % 3]!, account, `wrong-${i}`, `10.40.${i}.1`).then((res) => res.status),
      ),
    );
    expect({
      tried: statuses.filter((s) => s === 401).length,
      refused: statuses.filter((s) => s === 429).length,
    }).toEqual({ tried: points, refused: 15 });
    // After the limit, every process refuses the next attempt, even with the right password.
    for (const [index, server] of servers.entries()) {
      const res = await signIn(server, account, DEMO_PASSWORD, `10.41.${index}.1`);
      expect(res.status, `process ${index + 1}`).toBe(429);
    }
  });

  it('serve a file uploaded through one process from the others, through the same signed link', async () => {
    const [first, second] = servers as [ServerChild, ServerChild, ServerChild];
    const address = '10.50.0.1';
    const login = await signIn(first, demoLoginEmail('CLUB_MEMBER'), DEMO_PASSWORD, address);
    expect(login.status).toBe(200);
    const { token, roles } = (await login.json()) as { token: string; roles: { name: string }[] };
    const headers = { authorization: `Bearer ${token}`, role: roles[0]!.name };
    const profile = (await (await send(second, '/api/member/profile', address, { headers })).json()).data;

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#00338d' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('display_name', profile.display_name);
    form.append('full_name', profile.full_name);
    form.append('mobile', profile.mobile);
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
    const upload = await send(first, `/api/user/member/update/${profile.uuid}`, address, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(upload.status).toBe(200);

    // The second process names the image (from the row), the third serves its bytes.
    const after = (await (await send(second, '/api/member/profile', address, { headers })).json()).data;
    const link: string = after.profile_image;
    expect(link).toMatch(/^\/api\/files\/[\w-]+\.jpg\?exp=\d+&sig=/);
    const served = await Promise.all(
      servers.map(async (server) => {
        const res = await send(server, link, address);
        return { status: res.status, type: res.headers.get('content-type'), bytes: await res.bytes() };
      }),
    );
    for (const answer of served) expect([answer.status, answer.type]).toEqual([200, 'image/jpeg']);
    expect(Buffer.from(served[2]!.bytes).equals(Buffer.from(served[0]!.bytes))).toBe(true);
    expect((await sharp(served[2]!.bytes).metadata()).width).toBe(400);
    const named = /^\/api\/files\/([\w-]+\.jpg)/.exec(link)![1]!;
    const { rows } = await sql.query(`select 1 from stored_files where name = $1`, [named]);
    expect(rows).toHaveLength(1);
    // No process wrote a folder: the files are in the database, which all of them reach.
    for (let n = 1; n <= 3; n++) expect(existsSync(join(work, `process-${n}`, 'files'))).toBe(false);
  });

  it('run the scheduled sweep once per period between them, and one of them removes the orphans', async () => {
    // Three files a crash left without their rows two hours ago.
    const orphans = Array.from({ length: 3 }, () => `${randomBytes(18).toString('base64url')}.jpg`);
    for (const name of orphans) {
      await sql.query(
        `insert into stored_files (name, bytes, created_at) values ($1, $2, now() - interval '2 hours')`,
        [name, Buffer.from('left behind')],
      );
    }
    const watchedFrom = Date.now();
    // Three periods: each process asks for the turn about 18 times meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3 * SWEEP_SECONDS * 1000 + 500));

    const { rows: left } = await sql.query(`select name from stored_files where name = any($1)`, [orphans]);
    expect(left).toEqual([]);
    const removals = logLines().filter(
      ({ line }) => line.msg === 'removed stored files that no row names' && Number(line.time) >= watchedFrom,
    );
    expect(removals.map(({ line }) => line.files)).toEqual([orphans.length]); // one process, once

    // Each run's turn (when it took it, as scheduled_job_runs records it), by whichever process.
    const turns = logLines()
      .filter(({ line }) => line.msg === 'scheduled job ran' && line.job === 'orphan-file-sweep')
      .map(({ process, line }) => ({ process, at: Date.parse(line.turn as string) }))
      .sort((a, b) => a.at - b.at);
    const watched = turns.filter((turn) => turn.at >= watchedFrom);
    expect(watched.length).toBeGreaterThanOrEqual(2);
    expect(watched.length).toBeLessThanOrEqual(4);
    // Never two runs in one period, though three processes ask six times a period each.
    const gaps = turns.slice(1).map((turn, i) => turn.at - turns[i]!.at);
    for (const gap of gaps) expect(gap, JSON.stringify(turns)).toBeGreaterThanOrEqual(SWEEP_SECONDS * 1000);
    const { rows: job } = await sql.query(
      `select outcome from scheduled_job_runs where name = 'orphan-file-sweep'`,
    );
    expect(job[0]?.outcome).toMatch(/^(done|running)$/);
  });
});
