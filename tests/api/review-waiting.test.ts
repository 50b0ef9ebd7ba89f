import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, clubs } from '../../src/server/db/schema';
import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import { pinToday } from '../helpers/pin-today';
import { actingHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const headersOf = actingHeaders(() => t.app);
const DAY = 24 * 60 * 60 * 1000;

pinToday();

/** This year's reports by status and days since filing; one of last year's that still waits. */
const REPORTS = [
  { key: 'BOARD_MEETING', status: 'SUBMITTED', days: 1 },
  { key: 'MONTHLY_MEETING', status: 'SUBMITTED', days: 8.5 },
  { key: 'TRAINING', status: 'SUBMITTED', days: 20.2 },
  { key: 'DISTRICT_DUES', status: 'PENDING', days: 3 },
  { key: 'AUDITED_ACCOUNTS', status: 'PENDING', days: 10 },
  { key: 'INTERNATIONAL_DUES', status: 'APPROVED', days: 30 },
  { key: 'PUBLISH_NEWS_LETTER', status: 'REJECTED', days: 2 },
  { key: 'CLUB_FUNDS_RASING', status: 'SUBMITTED', days: 40, lastYear: true },
];

let oldestUuid = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [club] = await db.select({ id: clubs.id }).from(clubs);
  const year = lionsYearOf(colomboDate()).startYear;
  for (const r of REPORTS) {
    const [row] = await db
      .insert(activities)
      .values({
        clubId: club!.id,
        key: r.key,
        lionsYear: r.lastYear ? year - 1 : year,
        month: '08',
        status: r.status,
        createdAt: new Date(Date.now() - r.days * DAY),
      })
      .returning({ uuid: activities.uuid });
    if (r.key === 'TRAINING') oldestUuid = row!.uuid;
  }
});
afterAll(() => t.close());

describe('what waits for the evaluator (issue 16, the evaluator’s home)', () => {
  it('counts this year’s waiting reports by status and by days since filing, and names the oldest', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/cpe-activity/waiting',
      headers: await headersOf('CLUBS_PERFORMANCE_EVALUATION'),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      total: 5,
      by_status: { SUBMITTED: 3, PENDING: 2 },
      by_age: { under_7_days: 2, days_7_to_14: 2, over_14_days: 1 },
      oldest_days_waiting: 20,
    });
    expect(data.oldest).toMatchObject({
      uuid: oldestUuid,
      key: 'TRAINING',
      month: '08',
      status: 'SUBMITTED',
      waiting: true,
      club: { zone: { name: expect.any(String) }, region: { name: expect.any(String) } },
    });
  });

  it('is the evaluator’s alone: a club officer, a zone chairperson and the governor are refused', async () => {
    for (const role of ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'ZONE_CHAIRPERSON', 'DISTRICT_GOVERNOR']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/cpe-activity/waiting',
        headers: await headersOf(role),
      });
      expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cpe-activity/waiting' });
    expect(anonymous.statusCode).toBe(401);
  });
});
