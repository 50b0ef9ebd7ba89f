import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../src/server/db/schema';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/services/activities/activity-catalogue';
import { notifyClub } from '../../src/server/services/notifications/notify';
import { pinToday } from '../helpers/pin-today';
import { fileMonthlyMeeting, openMeetingPoints } from '../helpers/review-fixtures';
import {
  as,
  createTestApp,
  demoClubs,
  signIn,
  signedInMember,
  type ClubRef,
  type SignedInMember,
  type TestApp,
} from '../helpers/test-app';

// The bell (issue 28, item 5): a decision tells the club's officers, each reads it in their language
// and marks it read for themselves; the officers are also texted a rejection with its reason.

pinToday();

let t: TestApp;
let own: ClubRef;
let other: ClubRef;
let president: SignedInMember;
let secretary: SignedInMember;
let cpe: Record<string, string>;

interface NotificationAnswer {
  id: number;
  kind: string;
  text: string;
  reason: string | null;
  entity: string;
  uuid: string | null;
  activity_key: string | null;
  month: string | null;
  read: boolean;
}
interface BellAnswer {
  data: NotificationAnswer[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
  unread: number;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ own, other } = await demoClubs(t));
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
  secretary = await signedInMember(t.app, 'CLUB_SECRETARY');
  const evaluator = await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
  cpe = as(evaluator.token, 'CLUBS_PERFORMANCE_EVALUATION', own.uuid).headers as Record<string, string>;
});
afterAll(() => t.close());

const bell = async (headers: Record<string, string>, page?: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: page ? `/api/notifications?page=${page}` : '/api/notifications',
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BellAnswer;
};
const put = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'PUT', url, headers });

describe("the club's bell", () => {
  let rejected: NotificationAnswer;

  it("tells the club's officers a report was rejected, with the reason, and texts them", async () => {
    const before = (await bell(president.headers)).unread;
    const uuid = await fileMonthlyMeeting(t.app, president.headers, '09');
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/reject/MONTHLY_MEETING`,
      payload: { pending_comment: 'Attendance sheet missing' },
      headers: cpe,
    });
    expect(reject.statusCode, reject.body).toBe(200);

    const answer = await bell(president.headers);
    expect(answer.unread).toBe(before + 1);
    rejected = answer.data[0]!;
    expect(rejected).toMatchObject({
      kind: 'report.rejected',
      text: 'The Monthly Meeting report for 09/2026 was rejected.',
      reason: 'Attendance sheet missing',
      entity: 'activity',
      uuid,
      activity_key: 'MONTHLY_MEETING',
      month: '09',
      read: false,
    });

    await t.app.background.drain();
    const texted = t.smsInbox.filter((sms) => sms.text.includes('Attendance sheet missing'));
    expect(texted.map((sms) => sms.to)).toContain(president.mobile);
    expect(texted.find((sms) => sms.to === president.mobile)!.text).toMatch(
      /The Monthly Meeting report for 09\/2026 was rejected\. Reason: Attendance sheet missing/,
    );
  });

  it("answers each officer in their own language, the activity's name as the forms show it", async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/member/language',
      payload: { language: 'ta' },
      headers: secretary.headers,
    });
    expect(set.statusCode).toBe(200);
    const tamil = (await bell(secretary.headers)).data.find((n) => n.id === rejected.id)!;
    expect(tamil.text).toContain('09/2026 மாதத்திற்கான');
    expect(tamil.text).toContain('நிராகரிக்கப்பட்டது');
    expect(tamil.text).not.toContain('Monthly Meeting');
    expect(tamil.reason).toBe('Attendance sheet missing');
  });

  it("names a rejected point line as the type's forms name it in the reader's language", async () => {
    const uuid = await fileMonthlyMeeting(t.app, president.headers, '07');
    const { points } = await openMeetingPoints(t.app, cpe, uuid);
    const line = points[0]!;
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/activity/update-points',
      payload: {
        id: line.id,
        status: 'REJECTED',
        reject_comments: 'No minutes',
        uuid,
        key: 'MONTHLY_MEETING',
      },
      headers: cpe,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [english] = (await bell(president.headers)).data;
    const title = /"(.+)"/.exec(english!.text)![1]!;
    expect(english).toMatchObject({ kind: 'report.lineRejected', reason: 'No minutes' });
    const overlay = JSON.parse(
      await readFile(join(DEFAULT_SCHEMAS_DIR, 'activities', 'MONTHLY_MEETING', 'i18n', 'ta.json'), 'utf8'),
    ) as Record<string, string>;
    expect(overlay[title]).toBeDefined();
    const [tamil] = (await bell(secretary.headers)).data;
    expect(tamil!.text).toContain(`"${overlay[title]}"`);
  });

  it('marks a notification read for the one who read it only, once, audited', async () => {
    const marked = await put(president.headers, `/api/notifications/${rejected.id}/read`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe('Marked as read');
    expect((await put(president.headers, `/api/notifications/${rejected.id}/read`)).statusCode).toBe(200);

    const mine = await bell(president.headers);
    expect(mine.data.find((n) => n.id === rejected.id)!.read).toBe(true);
    const theirs = await bell(secretary.headers);
    expect(theirs.data.find((n) => n.id === rejected.id)!.read).toBe(false);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.read'), eq(auditLog.entityId, String(rejected.id))));
    expect(audits).toHaveLength(1);
  });

  it("keeps another club's notifications out of reach: not listed, 404 to mark", async () => {
    const elsewhere = await t.database.db.transaction((tx) =>
      notifyClub(
        tx,
        { userId: null, role: null, ip: null },
        {
          clubId: other.id,
          kind: 'report.rejected',
          entity: 'activity',
          entityUuid: null,
          activityKey: 'BOARD_MEETING',
          details: { month: '08', year: 2026 },
          reason: 'Not ours to see',
        },
      ),
    );
    const listed = await bell(president.headers);
    expect(listed.data.map((n) => n.id)).not.toContain(elsewhere);
    const res = await put(president.headers, `/api/notifications/${elsewhere}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Notification not found.');
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, elsewhere));
    expect(row).toBeDefined();
    expect((await put(president.headers, '/api/notifications/2147483647/read')).statusCode).toBe(404);
    expect((await put(president.headers, '/api/notifications/abc/read')).statusCode).toBe(422);
  });

  it('gives an official or the evaluator an empty bell: they have no club of their own to be told of', async () => {
    const answer = await bell(cpe);
    expect(answer).toMatchObject({ data: [], unread: 0, meta: { total: 0 } });
    expect((await put(cpe, `/api/notifications/${rejected.id}/read`)).statusCode).toBe(404);
  });

  it('pages newest first, fifteen a page', async () => {
    const system = { userId: null, role: null, ip: null };
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 16; i++)
        await notifyClub(tx, system, {
          clubId: own.id,
          kind: 'reminder.sent',
          entity: 'activity',
          entityUuid: null,
          activityKey: 'BOARD_MEETING',
          details: { month: '10', year: 2026, date: '2026-11-15' },
        });
    });
    const first = await bell(president.headers);
    expect(first.data).toHaveLength(15);
    expect(first.meta.per_page).toBe(15);
    expect(first.data[0]!.text).toBe(
      'A reminder was sent: the Board Meeting report for 10/2026 is due on 15/11/2026.',
    );
    const ids = first.data.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await bell(president.headers, 2);
    expect(second.meta.current_page).toBe(2);
    expect(second.data.map((n) => n.id)).toContain(rejected.id);
    expect(Math.max(...second.data.map((n) => n.id))).toBeLessThan(Math.min(...ids));
  });

  it('marks all read for the reader, and a second time marks none', async () => {
    const before = await bell(president.headers);
    expect(before.unread).toBeGreaterThan(15);
    const all = await put(president.headers, '/api/notifications/read-all');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ message: 'All notifications marked as read', marked: before.unread });
    expect((await bell(president.headers)).unread).toBe(0);
    expect((await put(president.headers, '/api/notifications/read-all')).json().marked).toBe(0);
    expect((await bell(secretary.headers)).unread).toBeGreaterThan(15);
  });

  it('a refused decision tells nobody', async () => {
    const uuid = await fileMonthlyMeeting(t.app, president.headers, '08');
    const count = async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.entityUuid, uuid))).length;
    const byPresident = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/reject/MONTHLY_MEETING`,
      payload: { pending_comment: 'Not mine to reject' },
      headers: president.headers,
    });
    expect(byPresident.statusCode).toBe(403);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/reject/MONTHLY_MEETING?version=999`,
      payload: { pending_comment: 'On an old version' },
      headers: cpe,
    });
    expect(stale.statusCode).toBe(409);
    expect(await count()).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
