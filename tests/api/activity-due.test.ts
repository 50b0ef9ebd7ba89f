import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/server/db/schema';
import { PINNED_TODAY_VARIABLE } from '../../src/server/services/clock/server-today';
import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import { as, createTestApp, demoClubs, signIn, type ClubRef, type TestApp } from '../helpers/test-app';

// What is due (issue 28), on a pinned server day: 20 November of the Lions year the calendar is in,
// so October's reports (due in November) and November's are listed, whatever the real date.
const YEAR = lionsYearOf(colomboDate()).startYear;
const TODAY = `${YEAR}-11-20`;
let t: TestApp;
let president: ReturnType<typeof as>;
let own: ClubRef;
let other: ClubRef;
let pinnedBefore: string | undefined;

interface DueAnswer {
  today: string;
  due: { key: string; month: string; due_date: string; overdue: boolean }[];
  sent_back: { uuid: string; key: string; month: string; reason: string }[];
}

beforeAll(async () => {
  pinnedBefore = process.env[PINNED_TODAY_VARIABLE];
  process.env[PINNED_TODAY_VARIABLE] = TODAY;
  t = await createTestApp();
  ({ own, other } = await demoClubs(t));
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  president = as(session.token, 'CLUB_PRESIDENT', own.uuid);
});
afterAll(async () => {
  process.env[PINNED_TODAY_VARIABLE] = pinnedBefore;
  await t.close();
});

const due = async (club: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/activity/due/${club}`, ...president });
  return { status: res.statusCode, data: res.json().data as DueAnswer };
};

describe("the club's reports due and sent back", () => {
  it('lists last month and this month unfiled, overdue first, and what an evaluator sent back', async () => {
    const first = await due(own.uuid);
    expect(first.status).toBe(200);
    expect(first.data.today).toBe(TODAY);
    const board = first.data.due.filter((d) => d.key === 'BOARD_MEETING');
    expect(board).toEqual([
      {
        key: 'BOARD_MEETING',
        activity: 'Board Meeting',
        month: '10',
        due_date: `${YEAR}-11-15`,
        overdue: true,
      },
      {
        key: 'BOARD_MEETING',
        activity: 'Board Meeting',
        month: '11',
        due_date: `${YEAR}-12-15`,
        overdue: false,
      },
    ]);
    const overdue = first.data.due.map((d) => d.overdue);
    expect(overdue).toEqual([...overdue].sort((a, b) => Number(b) - Number(a)));

    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: {
        key: 'PARTICIPATION_AT_DISTRICT_FUNDS',
        month: '10',
        no_of_lion_members: 9,
        date: `${YEAR}-10-05`,
      },
      ...president,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { uuid } = filed.json().data;
    const after = await due(own.uuid);
    expect(after.data.due.some((d) => d.key === 'PARTICIPATION_AT_DISTRICT_FUNDS' && d.month === '10')).toBe(
      false,
    );
    expect(after.data.sent_back).toEqual([]);

    await t.database.db
      .update(activities)
      .set({ status: 'REJECTED', reviewComment: 'No attendance sheet' })
      .where(eq(activities.uuid, uuid));
    const sentBack = await due(own.uuid);
    expect(sentBack.data.sent_back).toEqual([
      {
        uuid,
        key: 'PARTICIPATION_AT_DISTRICT_FUNDS',
        activity: expect.any(String),
        month: '10',
        reason: 'No attendance sheet',
      },
    ]);
  });

  it('does not answer a club officer about another club', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/activity/due/${other.uuid}`, ...president });
    expect(res.statusCode).toBe(404);
  });
});
