import { colomboDate } from '../../src/shared/time/colombo';
import { startServerChild } from '../lib/server-child';
import { signIn, startApp, type DatabaseKind, type SignedIn } from './app-under-test';
import { runLoad, type LoadResult } from './load';
import type { BenchSettings } from './settings';

/** One authenticated read of the benchmark: who asks, and for what. */
interface Read {
  name: string;
  role: string;
  /** The path, given the role's club uuid. */
  path(club: string | null): string;
  /** Whether the role header is sent (identity reads need none). */
  withRole: boolean;
}

const month = () => colomboDate().slice(5, 7);

/** The reads an officer's and an evaluator's screens make most (issue 12, P1). */
export const READS: readonly Read[] = [
  {
    name: 'member list, club president',
    role: 'CLUB_PRESIDENT',
    path: () => '/api/member/club/list/se=?page=1',
    withRole: true,
  },
  { name: 'profile', role: 'CLUB_PRESIDENT', path: () => '/api/member/profile', withRole: false },
  {
    name: 'Monthly Tasks list',
    role: 'CLUB_PRESIDENT',
    path: (club) => `/api/activity/${month()}/list/${club}`,
    withRole: true,
  },
  {
    name: 'review list, evaluator',
    role: 'CLUBS_PERFORMANCE_EVALUATION',
    path: () => `/api/cpe-activity/${month()}/list?page=1`,
    withRole: true,
  },
  { name: 'club points', role: 'CLUB_PRESIDENT', path: () => '/api/club/points', withRole: true },
];

/** A read's load figures beside the yardstick's. */
export interface ReadFigure {
  name: string;
  result: LoadResult;
  /** Its requests per second as a share of the yardstick's. */
  ratio: number;
}

/** P1 or P2: the reads and their yardstick, on one database, in one run. */
export interface ReadsSection {
  kind: DatabaseKind;
  yardstick: LoadResult;
  reads: ReadFigure[];
}

/**
 * Starts the app on `kind`, loads each read with `settings.connections` clients, stops it, then
 * loads the yardstick (a bare Fastify route of one paged query) on the same database.
 */
export async function measureReads(kind: DatabaseKind, settings: BenchSettings): Promise<ReadsSection> {
  const app = await startApp(kind);
  try {
    const base = app.server.baseUrl;
    const logins = new Map<string, SignedIn>();
    const measured: { name: string; result: LoadResult }[] = [];
    let club = '';
    for (const read of READS) {
      if (!logins.has(read.role)) logins.set(read.role, await signIn(base, read.role));
      const login = logins.get(read.role)!;
      if (read.role === 'CLUB_PRESIDENT') club = login.club!;
      const headers = read.withRole ? login.headers : { authorization: login.headers.authorization! };
      const plan = { url: base + read.path(login.club), headers, connections: settings.connections };
      if (settings.warmupSeconds > 0) await runLoad({ ...plan, seconds: settings.warmupSeconds });
      measured.push({ name: read.name, result: await runLoad({ ...plan, seconds: settings.seconds }) });
    }
    await app.stop();

    const yardstickServer = await startServerChild(
      {
        CLUB_UUID: club,
        ...(app.databaseUrl ? { DATABASE_URL: app.databaseUrl } : { DATA_DIR: app.dataDir }),
      },
      60_000,
      { entry: 'scripts/bench/yardstick-server.ts', readyPath: '/yardstick' },
    );
    let yardstick: LoadResult;
    try {
      const plan = { url: `${yardstickServer.baseUrl}/yardstick`, connections: settings.connections };
      if (settings.warmupSeconds > 0) await runLoad({ ...plan, seconds: settings.warmupSeconds });
      yardstick = await runLoad({ ...plan, seconds: settings.seconds });
    } finally {
      await yardstickServer.stop();
    }
    return {
      kind,
      yardstick,
      reads: measured.map((m) => ({ ...m, ratio: m.result.rps / Math.max(1, yardstick.rps) })),
    };
  } finally {
    await app.discard();
  }
}
