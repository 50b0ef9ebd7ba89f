import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLog, reminderRuns, reminderSends, smsOutbox } from '../../src/server/db/schema';
import { DEFAULT_SCHEMAS_DIR } from '../../src/server/services/activities/activity-catalogue';
import { runReminders, type ReminderDeps } from '../../src/server/services/reminders/run-reminders';
import { pinToday } from '../helpers/pin-today';
import {
  createTestApp,
  demoClubs,
  signedInMember,
  type ClubRef,
  type SignedInMember,
  type TestApp,
} from '../helpers/test-app';

// The daily reminder SMS (issue 14, part 4): reports due within three days and not filed, one SMS to
// each officer who has not turned them off, in the officer's language, once a day.

// Reports of October (due day 15) fall due on 15 November 2026, within three days of the 13th.
const TODAY = '2026-11-13';
pinToday(TODAY);

let t: TestApp;
let own: ClubRef;
let president: SignedInMember;
let secretary: SignedInMember;
let treasurer: SignedInMember;
const deps = (): ReminderDeps => ({
  db: t.database.db,
  sms: t.app.sms,
  types: t.app.activityCatalogue.types,
  schemasDir: DEFAULT_SCHEMAS_DIR,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ own } = await demoClubs(t));
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
  secretary = await signedInMember(t.app, 'CLUB_SECRETARY');
  treasurer = await signedInMember(t.app, 'CLUB_TREASURER');
  const put = (who: SignedInMember, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, payload, headers: who.headers });
  expect((await put(president, '/api/member/language', { language: 'si' })).statusCode).toBe(200);
  expect((await put(secretary, '/api/member/sms-reminders', { enabled: false })).statusCode).toBe(200);
  // The club has filed October's board meeting: no reminder for it.
  await t.database.db
    .insert(activities)
    .values({ clubId: own.id, key: 'BOARD_MEETING', lionsYear: 2026, month: '10', status: 'SUBMITTED' });
});
afterAll(() => t.close());

const textsTo = (mobile: string) => t.smsInbox.filter((sms) => sms.to === mobile).map((sms) => sms.text);

/** The first run of TODAY, as the later tests compare with it. */
let first: Awaited<ReturnType<typeof runReminders>>;

describe('the daily reminders', () => {
  it("sends each opted-in officer one SMS per report due within three days, in the officer's language", async () => {
    first = await runReminders(deps());
    expect(first).toMatchObject({ day: TODAY });
    expect(first!.due).toBeGreaterThan(0);
    expect(first!.sent).toBeGreaterThan(0);

    const sinhala = textsTo(president.mobile);
    expect(sinhala.length).toBeGreaterThan(0);
    for (const text of sinhala) expect(text).toContain('15/11/2026 දිනට නියමිතය');
    const english = textsTo(treasurer.mobile);
    expect(english).toHaveLength(sinhala.length);
    for (const text of english)
      expect(text).toMatch(/ report for 10\/2026 is due on 15\/11\/2026 and not yet filed/);

    // One for every October type due on the 15th but the board meeting the club filed.
    const sends = await t.database.db
      .select()
      .from(reminderSends)
      .where(and(eq(reminderSends.clubId, own.id), eq(reminderSends.role, 'CLUB_TREASURER')));
    const keys = sends.map((s) => s.activityKey);
    expect(keys).not.toContain('BOARD_MEETING');
    const expected = t.app.activityCatalogue.types.filter(
      (type) => type.schedule.dueDay === 15 && (type.schedule.months as string[]).includes('10'),
    );
    expect(keys.sort()).toEqual(
      expected
        .map((type) => type.key)
        .filter((k) => k !== 'BOARD_MEETING')
        .sort(),
    );
    expect(sends.every((s) => s.dueDate === '2026-11-15' && s.month === '10' && s.lionsYear === 2026)).toBe(
      true,
    );

    // The activity's name as the forms show it in Sinhala.
    const [some] = expected.filter((type) => type.key !== 'BOARD_MEETING');
    const overlay = JSON.parse(
      await readFile(join(DEFAULT_SCHEMAS_DIR, 'activities', some!.key, 'i18n', 'si.json'), 'utf8'),
    ) as Record<string, string>;
    expect(sinhala.some((text) => text.includes(overlay[some!.title] ?? '\u0000'))).toBe(true);
  });

  it("puts one reminder per report in the club's bell, in each officer's language", async () => {
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: treasurer.headers });
    expect(bell.statusCode).toBe(200);
    const reminders = (bell.json().data as { kind: string; text: string }[]).filter(
      (n) => n.kind === 'reminder.sent',
    );
    const sends = await t.database.db
      .select()
      .from(reminderSends)
      .where(and(eq(reminderSends.clubId, own.id), eq(reminderSends.role, 'CLUB_TREASURER')));
    expect(bell.json().meta.total).toBe(sends.length);
    expect(reminders.length).toBe(Math.min(15, sends.length));
    for (const n of reminders) expect(n.text).toMatch(/ report for 10\/2026 is due on 15\/11\/2026\.$/);
    const sinhala = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: president.headers,
    });
    expect((sinhala.json().data as { text: string }[])[0]!.text).toContain('15/11/2026 දිනට නියමිතය');
  });

  it('passes over an officer who turned reminders off', async () => {
    expect(textsTo(secretary.mobile)).toEqual([]);
    expect(first!.optedOut).toBeGreaterThan(0);
  });

  it('queues every SMS through the outbox and audits each send and the run with its counts', async () => {
    const outbox = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.purpose, 'reminder'));
    expect(outbox).toHaveLength(first!.sent);
    const sends = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reminder.send'));
    expect(sends).toHaveLength(first!.sent);
    expect(sends[0]).toMatchObject({ userId: null, role: null, entity: 'reminder_send' });
    const runs = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'reminder.run'));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.after).toMatchObject({ day: TODAY, sent: first!.sent, opted_out: first!.optedOut });
    const [run] = await t.database.db.select().from(reminderRuns);
    expect(run).toMatchObject({ day: TODAY, outcome: 'done', sent: first!.sent, optedOut: first!.optedOut });
  });

  it('runs once a day: a second run, even one retaken after a failure, sends nothing again', async () => {
    const before = t.smsInbox.length;
    expect(await runReminders(deps())).toBeNull();
    // A run that failed midway is taken again; the reports already reminded are not sent twice.
    await t.database.db.update(reminderRuns).set({ outcome: 'failed' }).where(eq(reminderRuns.day, TODAY));
    const again = await runReminders(deps());
    expect(again).toMatchObject({ day: TODAY, sent: 0 });
    expect(t.smsInbox.length).toBe(before);
  });

  it('is taken by one of several processes asking at once, and reminds again on the next day', async () => {
    const next = new Date('2026-11-14T06:00:00+05:30');
    const results = await Promise.all([1, 2, 3].map(() => runReminders(deps(), next)));
    const taken = results.filter((r) => r !== null);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ day: '2026-11-14', sent: first!.sent });
  });

  it('sends nothing on a day with no report due within three days', async () => {
    const quiet = await runReminders(deps(), new Date('2026-11-20T10:00:00+05:30'));
    expect(quiet).toMatchObject({ day: '2026-11-20', due: 0, sent: 0 });
  });
});

describe("the evaluator's view of the reminders", () => {
  const get = (url: string, who: SignedInMember) =>
    t.app.inject({ method: 'GET', url, headers: who.headers });

  it("lists the runs, newest day first, and each run's SMS, paged", async () => {
    const evaluator = await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const runs = await get('/api/reminder/runs', evaluator);
    expect(runs.statusCode).toBe(200);
    const body = runs.json();
    expect(body.data.map((r: { day: string }) => r.day)).toEqual(['2026-11-20', '2026-11-14', TODAY]);
    expect(body.meta).toMatchObject({ current_page: 1, total: 3 });
    const today = body.data.find((r: { day: string }) => r.day === TODAY);
    expect(today).toMatchObject({ outcome: 'done', opted_out: first!.optedOut });

    const sends = await get(`/api/reminder/sends?run=${today.id}`, evaluator);
    expect(sends.statusCode).toBe(200);
    expect(sends.json().meta.total).toBe(first!.sent);
    expect(sends.json().data).toHaveLength(Math.min(15, first!.sent));
    expect(sends.json().data[0]).toMatchObject({ due_date: '2026-11-15', month: '10', lions_year: 2026 });
    const page2 = await get(`/api/reminder/sends?run=${today.id}&page=2`, evaluator);
    expect(page2.json().meta.current_page).toBe(2);

    expect((await get('/api/reminder/sends?run=999999', evaluator)).statusCode).toBe(404);
    expect((await get('/api/reminder/sends?run=0', evaluator)).statusCode).toBe(422);
    // Without a run: the latest day's.
    const latest = await get('/api/reminder/sends', evaluator);
    expect(latest.json().meta.total).toBe(0);
  });

  it('is refused to every other role', async () => {
    for (const role of ['CLUB_PRESIDENT', 'DISTRICT_GOVERNOR']) {
      const who = await signedInMember(t.app, role);
      expect((await get('/api/reminder/runs', who)).statusCode, role).toBe(403);
      expect((await get('/api/reminder/sends?run=1', who)).statusCode, role).toBe(403);
    }
  });
});
