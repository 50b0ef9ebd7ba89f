import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinToday } from '../helpers/pin-today';
import { fileMonthlyMeeting } from '../helpers/review-fixtures';
import { actingHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const headersOf = actingHeaders(() => t.app);

pinToday();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the club of a report (issue 16)', () => {
  it('comes with the report’s detail, with its zone and region, whoever reads it', async () => {
    const president = await headersOf('CLUB_PRESIDENT');
    const uuid = await fileMonthlyMeeting(t.app, president, '09');
    const club = (
      await t.app.inject({ method: 'GET', url: `/api/club/info/${president.club}`, headers: president })
    ).json().data;
    for (const who of ['CLUB_PRESIDENT', 'CLUBS_PERFORMANCE_EVALUATION']) {
      const headers = await headersOf(who);
      for (const url of [`/api/month_meeting/${uuid}`, `/api/activity/${uuid}/show?key=MONTHLY_MEETING`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.club).toEqual({
          uuid: president.club,
          name: club.name,
          zone: { id: expect.any(Number), name: expect.any(String) },
          region: { uuid: expect.any(String), name: expect.any(String) },
        });
      }
    }
    // The review list names the same club, zone and region.
    const evaluator = await headersOf('CLUBS_PERFORMANCE_EVALUATION');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/cpe-activity/09/list', headers: evaluator })
    ).json().data as { uuid: string; club: unknown }[];
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/month_meeting/${uuid}`, headers: evaluator })
    ).json().data;
    expect(list.find((row) => row.uuid === uuid)?.club).toEqual(detail.club);
  });
});
