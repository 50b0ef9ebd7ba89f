import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, clubs } from '../../src/server/db/schema';
import { ACTIVITY_TYPES } from '../../src/shared/catalogue/catalogue';
import { colomboDate } from '../../src/shared/time/colombo';
import { dueDateOf } from '../../src/shared/time/activity-months';
import { currentLionsYear } from '../../src/shared/time/lions-year';
import { as, createTestApp, demoClubs, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ownClub: { id: number; uuid: string };
let otherClub: string;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await demoClubs(t);
  ownClub = demo.own;
  otherClub = demo.other.uuid;
});
afterAll(() => t.close());

async function who(role: string) {
  const { token, roles } = await signIn(t.app, role);
  return as(token, role, roles.find((r) => r.name === role)?.club?.uuid);
}

const list = async (month: string, club: string, role = 'CLUB_PRESIDENT') =>
  t.app.inject({ method: 'GET', url: `/api/activity/${month}/list/${club}`, ...(await who(role)) });

describe('GET /api/activity/{month}/list/{clubId}', () => {
  it("lists the month's scheduled activities with their due dates, not filed yet", async () => {
    const res = await list('08', ownClub.uuid);
    expect(res.statusCode).toBe(200);
    const items = res.json() as {
      key: string;
      due_date: string;
      status: string | null;
      uuid: string | null;
    }[];
    const expected = ACTIVITY_TYPES.filter((a) => (a.schedule.months as string[]).includes('08')).map(
      (a) => a.key,
    );
    expect(items.map((i) => i.key)).toEqual(expected);
    const board = items.find((i) => i.key === 'BOARD_MEETING')!;
    expect(board).toMatchObject({ status: null, uuid: null, due_date: dueDateOf('08', 15, colomboDate()) });
    expect(items.map((i) => i.key)).not.toContain('DISTRICT_DUES');
    expect((await list('07', ownClub.uuid)).json().map((i: { key: string }) => i.key)).toContain(
      'DISTRICT_DUES',
    );
  });

  it("shows a filed report's status and uuid", async () => {
    const [report] = await t.database.db
      .insert(activities)
      .values({
        clubId: ownClub.id,
        key: 'MONTHLY_MEETING',
        lionsYear: currentLionsYear().startYear,
        month: '09',
        status: 'SUBMITTED',
      })
      .returning();
    const items = (await list('09', ownClub.uuid)).json();
    expect(items.find((i: { key: string }) => i.key === 'MONTHLY_MEETING')).toMatchObject({
      uuid: report!.uuid,
      status: 'SUBMITTED',
    });
    const [other] = await t.database.db.select().from(clubs).where(eq(clubs.uuid, otherClub));
    const cpe = (await list('09', other!.uuid, 'CLUBS_PERFORMANCE_EVALUATION')).json();
    expect(cpe.find((i: { key: string }) => i.key === 'MONTHLY_MEETING').status).toBeNull();
  });

  it('answers another club as not found to a club officer, and opens any club to the evaluator', async () => {
    expect((await list('08', otherClub)).statusCode).toBe(404);
    expect((await list('08', otherClub, 'CLUBS_PERFORMANCE_EVALUATION')).statusCode).toBe(200);
    expect((await list('08', otherClub, 'ZONE_CHAIRPERSON')).statusCode).toBe(200);
  });

  it('is closed to roles outside the 18 of the activity list', async () => {
    expect((await list('08', ownClub.uuid, 'CLUB_MEMBER')).statusCode).toBe(403);
    expect((await list('08', ownClub.uuid, 'FIRST_VICE_DISTRICT_GOVERNOR')).statusCode).toBe(403);
  });

  it('refuses a month outside 01..12 with 422', async () => {
    for (const month of ['13', '00', '8', 'ab']) {
      expect((await list(month, ownClub.uuid)).statusCode, month).toBe(422);
    }
  });
});
