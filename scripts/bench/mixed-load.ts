import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { filingRefusal } from '../../src/shared/time/activity-months';
import { colomboDate } from '../../src/shared/time/colombo';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { tinyPng } from '../fuzz/files';
import { startApp } from './app-under-test';
import type { BenchSettings } from './settings';

/** What the mixed load measured: every request, and each kind of step apart. */
export interface MixedFigures {
  users: number;
  seconds: number;
  requests: number;
  /** Failures: no answer, a 5xx, or a status the step never expects. */
  errors: number;
  /** Refusals the step expects under contention (a month already filed, a report decided first). */
  refusals: number;
  p50: number;
  p99: number;
  steps: { step: string; requests: number; p50: number; p99: number }[];
  filed: number;
  decided: number;
  /** The first few unexpected answers, to say what went wrong. */
  samples: string[];
}

const OFFICER_ROLES = ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_TREASURER', 'CLUB_ADMINISTRATOR'];
const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';
const MONTHS = ['07', '08', '09', '10', '11', '12', '01', '02', '03', '04', '05', '06'];

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A signed-in simulated user: the account it signed in with and the headers it acts with. */
interface Account {
  username: string;
  role: string;
}

/**
 * Gives every club officer of the scratch database the demo password (the demo seed sets one for the
 * demo logins only), so officers of all 32 clubs can sign in. Only ever run on the bench's own
 * scratch database.
 */
async function officerAccounts(databaseUrl: string): Promise<Account[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string; role: string }>(
      `update users u set password_hash = (select password_hash from users where email = $1)
       from office_role_assignments a join office_roles r on r.id = a.office_role_id
       where a.member_id = u.member_id and r.code = any($2) and current_date between a.date_from and a.date_to
       returning coalesce(u.email, u.mobile) as username, r.code as role`,
      [demoLoginEmail('CLUB_PRESIDENT'), OFFICER_ROLES],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The mixed load: `settings.mixedUsers` simulated users for `settings.mixedSeconds` on PostgreSQL,
 * four in five club officers of every club (sign in; profile, members, club points and a month's
 * Monthly Tasks; file its Monthly Meeting with a photo, or delete it once rejected, or open it) and
 * one in five evaluators (sign in; a month's review list; open a report's points; approve or reject). Sign-ins are spread out (at most 8 at once),
 * as a district's morning is, so the failed-login throttle is not what is measured.
 */
export async function measureMixedLoad(settings: BenchSettings): Promise<MixedFigures> {
  const app = await startApp('postgres');
  const base = app.server.baseUrl;
  const latencies = new Map<string, number[]>();
  const samples: string[] = [];
  let requests = 0;
  let errors = 0;
  let refusals = 0;
  let filed = 0;
  let decided = 0;

  /** One request of a step: timed, and counted as success, expected refusal or error. */
  async function call(step: string, path: string, init: RequestInit, expected: number[] = []) {
    const started = performance.now();
    requests++;
    try {
      const res = await fetch(base + path, init);
      const text = await res.text();
      const list = latencies.get(step) ?? [];
      list.push(performance.now() - started);
      latencies.set(step, list);
      if (res.ok) return JSON.parse(text || 'null') as unknown;
      if (expected.includes(res.status)) refusals++;
      else {
        errors++;
        if (samples.length < 5) samples.push(`${step} ${res.status} ${text.slice(0, 200)}`);
      }
    } catch (err) {
      errors++;
      if (samples.length < 5) samples.push(`${step} ${(err as Error).message}`);
    }
    return null;
  }

  try {
    const officers = await officerAccounts(app.databaseUrl!);
    const today = colomboDate();
    const months = MONTHS.filter((m) => filingRefusal(MONTHS, m, today) === null);
    const deadline = () => performance.now() >= stopAt;
    let stopAt = Infinity;
    let signingIn = 0;
    const photo = tinyPng();

    const signIn = async (account: Account) => {
      while (signingIn >= 8) await new Promise((r) => setTimeout(r, 20));
      signingIn++;
      try {
        const answer = (await call('sign in', '/api/member/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: account.username, password: DEMO_PASSWORD }),
        })) as { token: string; roles: { name: string; club: { uuid: string } | null }[] } | null;
        if (!answer) return null;
        const role = answer.roles.find((r) => r.name === account.role);
        return {
          headers: { authorization: `Bearer ${answer.token}`, role: account.role },
          club: role?.club?.uuid,
        };
      } finally {
        signingIn--;
      }
    };

    const officer = async (account: Account) => {
      const session = await signIn(account);
      if (!session) return;
      const { headers, club } = session;
      while (!deadline()) {
        await call('profile', '/api/member/profile', { headers: { authorization: headers.authorization } });
        await call('member list', '/api/member/club/list/se=?page=1', { headers });
        await call('club points', '/api/club/points', { headers });
        const month = months[Math.floor(Math.random() * months.length)]!;
        const tasks = (await call('Monthly Tasks list', `/api/activity/${month}/list/${club}`, {
          headers,
        })) as { key: string; uuid: string | null; status: string | null }[] | null;
        const meeting = tasks?.find((t) => t.key === 'MONTHLY_MEETING');
        if (meeting && !meeting.uuid) {
          const form = new FormData();
          form.append('month', month);
          form.append('venue', 'Club House, Colombo 07');
          form.append('no_of_attendance', String(10 + Math.floor(Math.random() * 40)));
          form.append('document1', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'meeting.png');
          // Another officer of the club may have filed that month since the list: 422, expected.
          const saved = await call(
            'file a Monthly Meeting with a photo',
            '/api/month_meeting',
            { method: 'POST', headers, body: form },
            [422],
          );
          if (saved) filed++;
        } else if (meeting?.uuid && meeting.status === 'REJECTED') {
          // A rejected report is deleted to file the month again; another officer may have first (404).
          await call(
            'delete a rejected report',
            `/api/month_meeting/${meeting.uuid}`,
            { method: 'DELETE', headers },
            [404],
          );
        } else if (meeting?.uuid) {
          await call('open the report', `/api/activity/${meeting.uuid}/show?key=MONTHLY_MEETING`, {
            headers,
          });
        }
      }
    };

    const evaluator = async () => {
      const session = await signIn({ username: demoLoginEmail(EVALUATOR), role: EVALUATOR });
      if (!session) return;
      const { headers } = session;
      while (!deadline()) {
        const month = months[Math.floor(Math.random() * months.length)]!;
        const list = (await call('review list', `/api/cpe-activity/${month}/list?page=1`, {
          headers,
        })) as {
          data: { uuid: string; key: string; status: string }[];
        } | null;
        const open = list?.data.filter((r) => r.status === 'SUBMITTED') ?? [];
        const report = open[Math.floor(Math.random() * open.length)];
        if (!report) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        // Another evaluator may open, change or decide the same report first: 404/409, expected.
        await call(
          'calculate points',
          `/api/activity/${report.uuid}/point-calculation/${report.key}`,
          { method: 'POST', headers },
          [404, 409],
        );
        const points = (await call(
          'open points',
          `/api/activity/${report.uuid}/points/${report.key}`,
          { headers },
          [404],
        )) as {
          data: { version: number };
        } | null;
        if (!points) continue;
        // Half are approved, half rejected (which lets the club file the month again).
        const version = points.data.version;
        const ok =
          Math.random() < 0.5
            ? await call(
                'approve',
                `/api/activity/${report.uuid}/approve/${report.key}?version=${version}`,
                { method: 'POST', headers },
                [404, 409],
              )
            : await call(
                'reject',
                `/api/activity/${report.uuid}/reject/${report.key}?version=${version}`,
                {
                  method: 'POST',
                  headers: { ...headers, 'content-type': 'application/json' },
                  body: JSON.stringify({ pending_comment: 'Please attach the minutes.' }),
                },
                [404, 409],
              );
        if (ok) decided++;
      }
    };

    const users = Array.from({ length: settings.mixedUsers }, (_, i) =>
      i % 5 === 4 ? evaluator() : officer(officers[i % officers.length]!),
    );
    stopAt = performance.now() + settings.mixedSeconds * 1000;
    await Promise.all(users);

    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    return {
      users: settings.mixedUsers,
      seconds: settings.mixedSeconds,
      requests,
      errors,
      refusals,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      steps: [...latencies].map(([step, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return { step, requests: list.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
      }),
      filed,
      decided,
      samples,
    };
  } finally {
    await app.discard();
  }
}
