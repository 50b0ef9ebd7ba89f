import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLog, clubs } from '../../src/server/db/schema';
import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import { pinToday } from '../helpers/pin-today';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let president: ReturnType<typeof as>;
let cpe: ReturnType<typeof as>;
let cpe2: ReturnType<typeof as>;

// Filing in fixed months of the Lions year: a day on which every month is open.
pinToday();

beforeAll(async () => {
  t = await createTestApp();
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  const club = session.roles[0]!.club!.uuid;
  president = as(session.token, 'CLUB_PRESIDENT', club);
  cpe = as((await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token, 'CLUBS_PERFORMANCE_EVALUATION', club);
  cpe2 = as(
    (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
    'CLUBS_PERFORMANCE_EVALUATION',
    club,
  );
});
afterAll(() => t.close());

interface Line {
  id: number;
  key: string;
  items: { title: string };
  comment: string;
  cr_points: number;
  dr_points: number;
  total_points: number;
  status: string;
  reject_comments: string | null;
}

/** Files a Monthly Meeting (JSON, no files) for a month; answers its uuid. */
async function fileMeeting(month: string, fields: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/month_meeting',
    payload: {
      month,
      venue: 'Club House, Colombo 07',
      date: '2026-09-12',
      no_of_attendance: 30,
      no_of_members: 30,
      no_of_lion_ladies: 6,
      no_of_leos: 2,
      others: 1,
      ...fields,
    },
    ...president,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.uuid as string;
}

/** Opens the points panel as a role: calculation, then the points. */
async function openPoints(uuid: string, who = cpe) {
  const calc = await t.app.inject({
    method: 'POST',
    url: `/api/activity/${uuid}/point-calculation/MONTHLY_MEETING`,
    ...who,
  });
  expect(calc.json()).toEqual({ status_code: 200, message: 'success' });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activity/${uuid}/points/MONTHLY_MEETING`,
    ...who,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { points: Line[]; status: string; comments: string | null; total: number };
}

const decideLine = (uuid: string, line: Line, status: string, comment?: string, who = cpe) =>
  t.app.inject({
    method: 'POST',
    url: '/api/activity/update-points',
    payload: { id: line.id, status, reject_comments: comment ?? null, uuid, key: 'MONTHLY_MEETING' },
    ...who,
  });

describe('the points of a report', () => {
  it('are calculated from points.json with the numbers used, and read by any viewing role', async () => {
    const uuid = await fileMeeting('09');
    const points = await openPoints(uuid, president);
    expect(points.status).toBe('SUBMITTED');
    expect(points.points.length).toBeGreaterThan(0);
    for (const line of points.points) {
      expect(line.status).toBe('PENDING');
      expect(line.items.title).not.toBe('');
      expect(line.comment).not.toBe('');
      expect(line.total_points).toBe(line.cr_points - line.dr_points);
    }
    expect(points.total).toBe(points.points.reduce((sum, l) => sum + l.total_points, 0));
    // Opening it again changes nothing.
    expect((await openPoints(uuid)).points).toEqual(points.points);
  });

  it('keep a decision on a line whose numbers did not change, and drop it on one that did', async () => {
    const uuid = await fileMeeting('10');
    const { points } = await openPoints(uuid);
    for (const line of points) expect((await decideLine(uuid, line, 'APPROVED')).statusCode).toBe(200);
    expect((await openPoints(uuid)).points.every((l) => l.status === 'APPROVED')).toBe(true);

    // The club corrects the report: lines whose numbers change need a new decision.
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/month_meeting/${uuid}`,
      payload: {
        venue: 'Club House, Colombo 07',
        date: '2026-10-12',
        no_of_attendance: 30,
        no_of_members: 30,
        no_of_lion_ladies: 1,
        no_of_leos: 2,
        others: 1,
      },
      ...president,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await openPoints(uuid);
    const before = new Map(points.map((l) => [l.key, l]));
    for (const line of after.points) {
      const old = before.get(line.key);
      const same = old && old.cr_points === line.cr_points && old.dr_points === line.dr_points;
      expect(line.status, line.key).toBe(same ? 'APPROVED' : 'PENDING');
    }
    expect(after.points.some((l) => l.status === 'PENDING')).toBe(true);
  });
});

describe('the evaluator’s decisions', () => {
  it('approve a line once, reject a line only with a comment, and put the report under review', async () => {
    const uuid = await fileMeeting('11');
    const [first, second] = (await openPoints(uuid)).points;
    expect((await decideLine(uuid, first!, 'APPROVED')).statusCode).toBe(200);
    const again = await decideLine(uuid, first!, 'APPROVED');
    expect(again.statusCode).toBe(409);
    const bare = await decideLine(uuid, second!, 'REJECTED', '  ');
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['reject_comments']);
    expect((await decideLine(uuid, second!, 'REJECTED', 'Photos missing')).statusCode).toBe(200);
    const points = await openPoints(uuid);
    expect(points.status).toBe('PENDING');
    expect(points.points.find((l) => l.id === second!.id)).toMatchObject({
      status: 'REJECTED',
      reject_comments: 'Photos missing',
    });
    const byPresident = await decideLine(uuid, first!, 'REJECTED', 'no', president);
    expect(byPresident.statusCode).toBe(403);
  });

  it('approve the whole report once; nothing changes after the decision', async () => {
    const uuid = await fileMeeting('12');
    const [line] = (await openPoints(uuid)).points;
    const url = `/api/activity/${uuid}/approve/MONTHLY_MEETING`;
    expect((await t.app.inject({ method: 'POST', url, ...president })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, ...cpe })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, ...cpe })).statusCode).toBe(409);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/reject/MONTHLY_MEETING`,
      payload: { pending_comment: 'Late' },
      ...cpe,
    });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toMatch(/approved/i);
    expect((await decideLine(uuid, line!, 'REJECTED', 'too late')).statusCode).toBe(409);
    const points = await openPoints(uuid);
    expect(points.status).toBe('APPROVED');
    expect(points.points.find((l) => l.id === line!.id)!.status).toBe('PENDING');
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/month_meeting/${uuid}`,
      payload: { venue: 'Elsewhere' },
      ...president,
    });
    expect(edit.statusCode).toBe(422);
  });

  it('rejects a report only with a comment, and keeps the comment', async () => {
    const uuid = await fileMeeting('01');
    const url = `/api/activity/${uuid}/reject/MONTHLY_MEETING`;
    const bare = await t.app.inject({ method: 'POST', url, payload: { pending_comment: ' ' }, ...cpe });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['pending_comment']);
    const done = await t.app.inject({
      method: 'POST',
      url,
      payload: { pending_comment: 'The attendance sheet is missing.' },
      ...cpe,
    });
    expect(done.statusCode).toBe(200);
    const points = await openPoints(uuid);
    expect(points).toMatchObject({ status: 'REJECTED', comments: 'The attendance sheet is missing.' });
  });

  it('lets exactly one of two evaluators deciding at once land; both attempts are audited', async () => {
    const uuid = await fileMeeting('02');
    const [approve, reject] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/activity/${uuid}/approve/MONTHLY_MEETING`, ...cpe }),
      t.app.inject({
        method: 'POST',
        url: `/api/activity/${uuid}/reject/MONTHLY_MEETING`,
        payload: { pending_comment: 'No' },
        ...cpe2,
      }),
    ]);
    expect([approve!.statusCode, reject!.statusCode].sort()).toEqual([200, 409]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, uuid), like(auditLog.action, 'activity.%')));
    const actions = audit.map((a) => a.action).sort();
    expect(actions).toEqual(
      approve!.statusCode === 200
        ? ['activity.approve', 'activity.reject.refused', 'activity.submit']
        : ['activity.approve.refused', 'activity.reject', 'activity.submit'],
    );
  });

  it('feeds approved lines of approved reports into the club overview', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data;
    const uuid = await fileMeeting('03');
    const { points } = await openPoints(uuid);
    const [kept, ...rest] = points;
    expect((await decideLine(uuid, kept!, 'APPROVED')).statusCode).toBe(200);
    for (const line of rest) await decideLine(uuid, line, 'REJECTED', 'Not shown');
    const mid = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data;
    expect(mid.admin).toBe(before.admin);
    await t.app.inject({ method: 'POST', url: `/api/activity/${uuid}/approve/MONTHLY_MEETING`, ...cpe });
    const after = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data;
    expect(after.admin).toBe(before.admin + kept!.total_points);
    expect(after.adminAvailable).toBeGreaterThan(0);
    expect(after.adminRate).toBe(Math.min(100, Math.round((after.admin / after.adminAvailable) * 100)));
  });
});

describe('the Review Tasks list', () => {
  it('pages the month’s waiting reports oldest first (issue 16), each once, with the same total on every page', async () => {
    const db = t.database.db;
    const year = lionsYearOf(colomboDate()).startYear;
    const all = await db.select({ id: clubs.id }).from(clubs);
    // 17 reports of May, a minute apart, over the clubs (keys of their own: one report per key a month).
    for (let i = 0; i < 17; i += 1) {
      await db.insert(activities).values({
        clubId: all[i % all.length]!.id,
        key: `PAGING_${i}`,
        lionsYear: year,
        month: '05',
        createdAt: new Date(Date.UTC(2026, 4, 1, 8, i)),
      });
    }
    const page = async (n: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/cpe-activity/05/list?page=${n}`, ...cpe })).json() as {
        data: { uuid: string; created_at: string }[];
        meta: { total: number; last_page: number };
      };
    const [first, second] = [await page(1), await page(2)];
    expect(first.meta).toMatchObject({ total: 17, last_page: 2 });
    expect(second.meta.total).toBe(17);
    expect(first.data).toHaveLength(15);
    expect(second.data).toHaveLength(2);
    const times = [...first.data, ...second.data].map((r) => r.created_at);
    expect(times).toEqual([...times].sort());
    expect(new Set([...first.data, ...second.data].map((r) => r.uuid)).size).toBe(17);
  });

  it('lists the month’s reports of every club for the evaluator only, with the club', async () => {
    const uuid = await fileMeeting('04');
    const res = await t.app.inject({ method: 'GET', url: '/api/cpe-activity/04/list?page=1', ...cpe });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.last_page).toBe(body.meta.last_page);
    expect(body.data.find((r: { uuid: string }) => r.uuid === uuid)).toMatchObject({
      key: 'MONTHLY_MEETING',
      activity: 'Monthly Meeting',
      status: 'SUBMITTED',
      month: '04',
      club: { uuid: president.headers!.club },
    });
    const refused = await t.app.inject({ method: 'GET', url: '/api/cpe-activity/04/list', ...president });
    expect(refused.statusCode).toBe(403);
  });
});
