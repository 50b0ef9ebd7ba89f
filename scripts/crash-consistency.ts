// `npm run crash:check -- [--ops 100] [--seed N] [--kill-rate 0.2]`: files reports with photos and
// documents, MAF entries and profile images against a real server process on a fresh PGlite folder
// (or a fresh database on DATABASE_URL), kills the process with SIGKILL at random moments in the
// middle of that work, starts it again on the same data, and finally checks that the database and
// the file store agree: no report without its files, no stored file without its row, no half-written
// entry. Exit code 0 only when all of it holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../src/server/config/config';
import { openDatabase, type DatabaseTarget } from '../src/server/db/open-database';
import { DEMO_PASSWORD, demoLoginEmail } from '../src/server/db/seed/demo-logins';
import { loadActivityCatalogue } from '../src/server/services/activities/activity-catalogue';
import { filingRefusal } from '../src/shared/time/activity-months';
import { colomboDate } from '../src/shared/time/colombo';
import { checkConsistency } from '../src/server/services/files/consistency';
import { createConfiguredFileStore } from '../src/server/services/files/configured-file-store';
import { createScratchDatabase } from './lib/scratch-database';
import { startServerChild, type ServerChild } from './lib/server-child';

const { values: args } = parseArgs({
  options: {
    ops: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
    'kill-rate': { type: 'string', default: '0.2' },
  },
});
const OPS = Number(args.ops);
const KILL_RATE = Number(args['kill-rate']);

/** A small seeded random source (mulberry32), so a run can be repeated from its seed. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(Number(args.seed));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Where the data lives across restarts: a PGlite folder, or a database made for this run. */
async function prepareTarget(): Promise<{
  env: NodeJS.ProcessEnv;
  target: DatabaseTarget;
  cleanup(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-cms-crash-'));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir },
      target: { dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'cms_crash');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    target: { url: scratch.url },
    async cleanup() {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in demo login's headers and what it acts on. */
interface Actor {
  headers: Record<string, string>;
  memberUuid: string;
}

async function signIn(server: ServerChild, role: string, club?: string): Promise<Actor> {
  const login = await fetch(`${server.baseUrl}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demoLoginEmail(role), password: DEMO_PASSWORD }),
  });
  const { token, roles } = (await login.json()) as {
    token: string;
    roles: { name: string; club: { uuid: string } | null }[];
  };
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, role };
  const own = club ?? roles.find((r) => r.name === role)?.club?.uuid;
  if (own) headers.club = own;
  const profile = (await (await fetch(`${server.baseUrl}/api/member/profile`, { headers })).json()) as {
    data: { uuid: string };
  };
  return { headers, memberUuid: profile.data.uuid };
}

/** The files the work sends: a photo (re-encoded by the server, so decoding takes a moment) and a PDF. */
const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#00338d' } })
  .jpeg({ quality: 95 })
  .toBuffer();
const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj <<>> endobj\n'.repeat(200)}trailer <<>>\n%%EOF\n`);

function form(fields: Record<string, string | { name: string; bytes: Buffer }>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, new Blob([new Uint8Array(value.bytes)]), value.name);
  }
  return body;
}

/** The months a monthly type may be filed for today (the server's own rule). */
function openMonths(): string[] {
  const all = ['07', '08', '09', '10', '11', '12', '01', '02', '03', '04', '05', '06'];
  return all.filter((month) => filingRefusal(all, month, colomboDate()) === null);
}

/** One piece of work that stores files and writes rows. */
type Operation = (server: ServerChild) => Promise<Response>;

function operations(president: Actor, member: Actor, months: string[]): Operation[] {
  return [
    // A MAF entry with an application copy (photo) and a payment slip (PDF).
    (server) =>
      fetch(`${server.baseUrl}/api/maf-contribution-details`, {
        method: 'POST',
        headers: president.headers,
        body: form({
          key: 'MAF_CONTRIBUTION',
          month: pick(months),
          member_id: member.memberUuid,
          date: '2026-08-01',
          document1: { name: 'copy.jpg', bytes: photo },
          document2: { name: 'slip.pdf', bytes: pdf },
        }),
      }),
    // A Board Meeting with two photos and the agenda (the month may be taken: a clean 422).
    (server) =>
      fetch(`${server.baseUrl}/api/board_meeting`, {
        method: 'POST',
        headers: president.headers,
        body: form({
          key: 'BOARD_MEETING',
          month: pick(months),
          venue: 'Club House',
          no_of_board_members: '12',
          no_of_attendance: '9',
          document1: { name: 'p1.jpg', bytes: photo },
          document2: { name: 'p2.jpg', bytes: photo },
          document4: { name: 'agenda.pdf', bytes: pdf },
        }),
      }),
    // A new profile image (the old one goes after the commit).
    (server) =>
      fetch(`${server.baseUrl}/api/user/member/update/${member.memberUuid}`, {
        method: 'POST',
        headers: member.headers,
        body: form({
          display_name: 'Sanduni',
          full_name: 'Sanduni Nilmini Jayasinghe',
          mobile: '700000006',
          image: { name: 'me.jpg', bytes: photo },
        }),
      }),
  ];
}

async function main(): Promise<number> {
  const started = performance.now();
  const store = await prepareTarget();
  // One process at a time here: its start may sweep every orphan at once, on PostgreSQL too.
  const env = { ...store.env, NODE_ENV: 'test', SEED: 'district', ORPHAN_FILE_MINUTES: '0' };
  const months = openMonths();
  const tally = { sent: 0, kills: 0, starts: 0, byStatus: new Map<string, number>() };
  let server = await startServerChild(env);
  tally.starts += 1;
  try {
    // Sessions live in the database: the same tokens work after every restart.
    const work = operations(
      await signIn(server, 'CLUB_PRESIDENT'),
      await signIn(server, 'CLUB_MEMBER'),
      months,
    );
    let done = 0;
    while (done < OPS) {
      // Two or three requests in flight, so a kill lands in the middle of several writes.
      const batch = Array.from({ length: Math.min(OPS - done, 2 + Math.floor(random() * 2)) }, () =>
        pick(work),
      );
      done += batch.length;
      tally.sent += batch.length;
      const answers = batch.map((op) =>
        op(server).then(
          (res) => String(res.status),
          () => 'no answer',
        ),
      );
      const kill = random() < KILL_RATE;
      if (kill) {
        await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 60)));
        await server.kill();
        tally.kills += 1;
      }
      for (const status of await Promise.all(answers)) {
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      }
      if (kill) {
        server = await startServerChild(env);
        tally.starts += 1;
      }
    }
    // A last kill in the middle of work, then the start that cleans up after it.
    void pick(work)(server).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.kill();
    tally.kills += 1;
    server = await startServerChild(env);
    tally.starts += 1;
  } finally {
    await server.stop();
  }

  const database = await openDatabase(store.target);
  let failed: boolean;
  try {
    // The store the server processes used, from their environment as startServerChild made it
    // (FILE_STORE's default: the database on DATABASE_URL, DATA_DIR/files on PGlite).
    const files = createConfiguredFileStore(
      loadConfig({ ...process.env, DATABASE_URL: undefined, ...env }),
      database,
    );
    const report = await checkConsistency(database.db, files, await loadActivityCatalogue());
    const statuses = [...tally.byStatus].map(([s, n]) => `${s}: ${n}`).join(', ');
    console.log(
      `${tally.sent} requests (${statuses}); ${tally.kills} kills, ${tally.starts} starts; checked ` +
        `${report.checked.reports} reports, ${report.checked.entries} entries, ${report.checked.files} files ` +
        `in ${((performance.now() - started) / 1000).toFixed(0)} s (seed ${args.seed})`,
    );
    const problems = [
      ...report.missingFiles.map((f) => `report without its file: ${f}`),
      ...report.orphanFiles.map((f) => `stored file without its row: ${f}`),
      ...report.brokenReports.map((r) => `half-written report: ${r}`),
    ];
    for (const problem of problems) console.error(problem);
    failed = problems.length > 0 || tally.kills === 0;
    console.log(failed ? 'FAILED' : 'consistent: every file has its row and every row its files');
  } finally {
    await database.close();
    await store.cleanup();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
