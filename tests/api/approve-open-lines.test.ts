import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { pinToday } from '../helpers/pin-today';
import { fileMonthlyMeeting, openMeetingPoints } from '../helpers/review-fixtures';
import { multipart } from '../helpers/multipart';
import { actingHeaders, createTestApp, demoClubs, type TestApp } from '../helpers/test-app';

const FILES_DIR = `/tmp/club-cms-approve-open-${process.pid}`;
let t: TestApp;
const acting = actingHeaders(() => t.app);
const officer = () => acting('CLUB_PRESIDENT');
const evaluator = () => acting('CLUBS_PERFORMANCE_EVALUATION');

// Filing in fixed months of the Lions year: a day on which every month is open.
pinToday();

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
});
afterAll(async () => {
  await t.close();
  rmSync(FILES_DIR, { recursive: true, force: true });
});

/** POST approve-open for a Monthly Meeting as `headers`, with the version seen when given. */
async function approveOpen(
  uuid: string,
  headers: Record<string, string>,
  payload: unknown,
  version?: number,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/activity/${uuid}/approve-open/MONTHLY_MEETING${version ? `?version=${version}` : ''}`,
    headers,
    payload: payload as Record<string, unknown>,
  });
}

/** A filed meeting with its points calculated, as the evaluator's panel leaves it. */
async function openedMeeting(month: string) {
  const uuid = await fileMonthlyMeeting(t.app, await officer(), month);
  return { uuid, points: await openMeetingPoints(t.app, await evaluator(), uuid) };
}

describe('approving every open line of a report at once', () => {
  it('approves the open lines and the report in one request, audited', async () => {
    const { uuid, points } = await openedMeeting('09');
    expect(points.points.length).toBeGreaterThan(1);
    const res = await approveOpen(uuid, await evaluator(), { approve_report: true }, points.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ approved: points.points.length, status: 'APPROVED' });
    const after = await openMeetingPoints(t.app, await evaluator(), uuid);
    expect(after.status).toBe('APPROVED');
    expect(after.points.every((l) => l.status === 'APPROVED')).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, uuid));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['activity.lines.approveOpen', 'activity.approve']),
    );
  });

  it('leaves a line already decided as it is, and the report under review without approve_report', async () => {
    const { uuid, points } = await openedMeeting('10');
    const [rejected] = points.points;
    const reject = await t.app.inject({
      method: 'POST',
      url: '/api/activity/update-points',
      headers: await evaluator(),
      payload: {
        id: rejected!.id,
        status: 'REJECTED',
        reject_comments: 'No photo',
        uuid,
        key: 'MONTHLY_MEETING',
      },
    });
    expect(reject.statusCode).toBe(200);
    const res = await approveOpen(uuid, await evaluator(), { approve_report: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ approved: points.points.length - 1, status: 'PENDING' });
    const after = await openMeetingPoints(t.app, await evaluator(), uuid);
    expect(after.points.find((l) => l.id === rejected!.id)!.status).toBe('REJECTED');
    expect(after.points.filter((l) => l.id !== rejected!.id).every((l) => l.status === 'APPROVED')).toBe(
      true,
    );
  });

  it('is refused (409) on a report changed since the version seen, changing nothing', async () => {
    const { uuid, points } = await openedMeeting('11');
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/month_meeting/${uuid}`,
      headers: await officer(),
      payload: { venue: 'Hall 2', date: '2026-11-12', no_of_attendance: 31, no_of_members: 31 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await approveOpen(uuid, await evaluator(), { approve_report: true }, points.version);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed since you opened it/);
    const after = await openMeetingPoints(t.app, await evaluator(), uuid);
    expect(after.status).toBe('SUBMITTED');
    expect(after.points.every((l) => l.status === 'PENDING')).toBe(true);
    const refused = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, uuid), eq(auditLog.action, 'activity.lines.approveOpen.refused')));
    expect(refused).toHaveLength(1);
  });

  it('is refused (409) once the report is decided', async () => {
    const { uuid, points } = await openedMeeting('12');
    expect((await approveOpen(uuid, await evaluator(), { approve_report: true })).statusCode).toBe(200);
    const again = await approveOpen(uuid, await evaluator(), { approve_report: true }, points.version);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been approved/);
  });

  it('is the evaluator’s only: a club officer is refused (403) and nothing changes', async () => {
    const { uuid } = await openedMeeting('01');
    const res = await approveOpen(uuid, await officer(), { approve_report: true });
    expect(res.statusCode).toBe(403);
    const after = await openMeetingPoints(t.app, await evaluator(), uuid);
    expect(after.points.every((l) => l.status === 'PENDING')).toBe(true);
  });

  it('answers 422, never 500, to a malformed body or version', async () => {
    const { uuid } = await openedMeeting('02');
    for (const payload of [{}, { approve_report: 'yes' }, { approve_report: true, extra: 1 }]) {
      expect((await approveOpen(uuid, await evaluator(), payload)).statusCode).toBe(422);
    }
    const badVersion = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/approve-open/MONTHLY_MEETING?version=abc`,
      headers: await evaluator(),
      payload: { approve_report: true },
    });
    expect(badVersion.statusCode).toBe(422);
  });

  it('is refused (409) on a report with a duplicate claim, whose lines are decided one by one', async () => {
    const { own, other } = await demoClubs(t);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a2182' } })
      .jpeg()
      .toBuffer();
    const [first] = await Promise.all([fileWithPhoto(own.uuid, photo), fileWithPhoto(other.uuid, photo)]);
    const points = await openMeetingPoints(t.app, await evaluator(), first);
    const res = await approveOpen(first, await evaluator(), { approve_report: true }, points.version);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/one by one/);
    const after = await openMeetingPoints(t.app, await evaluator(), first);
    expect(after.status).toBe('SUBMITTED');
    expect(after.points.every((l) => l.status === 'PENDING')).toBe(true);
  });
});

/** Files a Monthly Meeting for March with `photo` as its first photo, for `club` (the evaluator files for any). */
async function fileWithPhoto(club: string, photo: Buffer): Promise<string> {
  const body = await multipart({
    month: '03',
    venue: 'Club House, Colombo 07',
    date: '2027-03-12',
    no_of_attendance: '30',
    no_of_members: '30',
    document1: { name: 'meeting.jpg', type: 'image/jpeg', bytes: photo },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/month_meeting',
    headers: { ...(await evaluator()), club, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.uuid as string;
}
