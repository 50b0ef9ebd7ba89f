import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLog } from '../../src/server/db/schema';
import { PINNED_TODAY_VARIABLE } from '../../src/server/services/clock/server-today';
import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

// Nothing in the future (issue 28): the server's today is pinned to 15 November of the Lions year the
// calendar is in (CMS_TODAY, as the browser tests' server), so December has not begun and the 16th
// lies ahead, whatever the real date. November stays inside the edit window on every real day.
const YEAR = lionsYearOf(colomboDate()).startYear;
const TODAY = `${YEAR}-11-15`;
const TOMORROW = `${YEAR}-11-16`;
let t: TestApp;
let president: ReturnType<typeof as>;
let pinnedBefore: string | undefined;

beforeAll(async () => {
  pinnedBefore = process.env[PINNED_TODAY_VARIABLE];
  process.env[PINNED_TODAY_VARIABLE] = TODAY;
  t = await createTestApp();
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  president = as(session.token, 'CLUB_PRESIDENT', session.roles[0]!.club!.uuid);
});
afterAll(async () => {
  process.env[PINNED_TODAY_VARIABLE] = pinnedBefore;
  await t.close();
});

/** Files the district-funds participation (a JSON type of every month with a date) for a month. */
const file = (month: string, date: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/activity/common/create',
    payload: { key: 'PARTICIPATION_AT_DISTRICT_FUNDS', month, no_of_lion_members: 12, date },
    ...president,
  });

const reportCount = async () => (await t.database.db.select().from(activities)).length;

describe('nothing in the future', () => {
  it('refuses a month that has not begun in Colombo, and writes nothing', async () => {
    const before = await reportCount();
    const res = await file('12', TODAY);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      month: ['This month has not begun yet: a report can be filed once it starts.'],
    });
    expect(await reportCount()).toBe(before);
  });

  it('refuses a date after today', async () => {
    const res = await file('11', TOMORROW);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ date: ['The date cannot be after today.'] });
  });

  it("accepts today's date in this month, and refuses changing it to tomorrow", async () => {
    const filed = await file('11', TODAY);
    expect(filed.statusCode, filed.body).toBe(200);
    const { uuid } = filed.json().data;

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/update`,
      payload: { key: 'PARTICIPATION_AT_DISTRICT_FUNDS', no_of_lion_members: 12, date: TOMORROW },
      ...president,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ date: ['The date cannot be after today.'] });
    const [stored] = await t.database.db.select().from(activities).where(eq(activities.uuid, uuid));
    expect((stored!.data as { date: string }).date).toBe(TODAY);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, uuid));
    expect(audits.map((a) => a.action)).toEqual(['activity.submit']);
  });
});
