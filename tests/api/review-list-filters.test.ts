import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, clubs, districts, regions, zones } from '../../src/server/db/schema';
import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import { pinToday } from '../helpers/pin-today';
import { actingHeaders, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const headersOf = actingHeaders(() => t.app);
const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';

pinToday();

/** The district this suite adds: two regions, three zones, a club in each zone. */
const world = {
  regions: [] as { id: number; uuid: string }[],
  zones: [] as { id: number }[],
  clubs: [] as { id: number; uuid: string; name: string }[],
};

/** The reports of February, in the order the list must answer them (uuids filled in `beforeAll`). */
const reports = [
  // club index, key, status, filed (minutes after the month's first report)
  { club: 0, key: 'BOARD_MEETING', status: 'APPROVED', minute: 0 },
  { club: 1, key: 'BOARD_MEETING', status: 'SUBMITTED', minute: 5 },
  { club: 0, key: 'MONTHLY_MEETING', status: 'PENDING', minute: 10 },
  { club: 2, key: 'MONTHLY_MEETING', status: 'REJECTED', minute: 15 },
  { club: 2, key: 'TRAINING', status: 'SUBMITTED', minute: 20 },
  { club: 1, key: 'TRAINING', status: 'APPROVED', minute: 25 },
].map((r) => ({ ...r, uuid: '' }));

/** Waiting first (oldest filed first), then the decided ones, oldest first. */
const EXPECTED_ORDER = [1, 2, 4, 0, 3, 5];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [district] = await db.select({ id: districts.id }).from(districts);
  world.regions = await db
    .insert(regions)
    .values([
      { districtId: district!.id, name: 'Filter Region North' },
      { districtId: district!.id, name: 'Filter Region South' },
    ])
    .returning({ id: regions.id, uuid: regions.uuid });
  world.zones = await db
    .insert(zones)
    .values([
      { regionId: world.regions[0]!.id, name: 'Filter Zone 1' },
      { regionId: world.regions[0]!.id, name: 'Filter Zone 2' },
      { regionId: world.regions[1]!.id, name: 'Filter Zone 3' },
    ])
    .returning({ id: zones.id });
  world.clubs = await db
    .insert(clubs)
    .values(world.zones.map((z, i) => ({ zoneId: z.id, name: `Lions Club of Filter ${i + 1}` })))
    .returning({ id: clubs.id, uuid: clubs.uuid, name: clubs.name });
  const year = lionsYearOf(colomboDate()).startYear;
  for (const r of reports) {
    const [row] = await db
      .insert(activities)
      .values({
        clubId: world.clubs[r.club]!.id,
        key: r.key,
        lionsYear: year,
        month: '02',
        status: r.status,
        createdAt: new Date(Date.UTC(2026, 1, 3, 8, r.minute)),
      })
      .returning({ uuid: activities.uuid });
    r.uuid = row!.uuid;
  }
});
afterAll(() => t.close());

interface Row {
  uuid: string;
  status: string;
  waiting: boolean;
  club: {
    uuid: string;
    name: string;
    zone: { id: number; name: string };
    region: { uuid: string; name: string };
  };
}

/** GET the February list with a query string as the evaluator; answers the status and the body. */
async function list(query = '', who = EVALUATOR) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cpe-activity/02/list${query ? `?${query}` : ''}`,
    headers: await headersOf(who),
  });
  return {
    status: res.statusCode,
    body: res.json() as { data: Row[]; meta: { total: number; per_page: number } },
  };
}

/** The indexes (in `reports`) of the rows answered. */
const indexesOf = (rows: Row[]) => rows.map((row) => reports.findIndex((r) => r.uuid === row.uuid));

describe('the Review Tasks list’s filters and order (issue 16)', () => {
  it('answers the waiting reports first, oldest first, then the decided ones, with each club’s zone and region', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(indexesOf(body.data)).toEqual(EXPECTED_ORDER);
    expect(body.data.map((r) => r.waiting)).toEqual([true, true, true, false, false, false]);
    expect(body.data[0]!.club).toEqual({
      uuid: world.clubs[1]!.uuid,
      name: 'Lions Club of Filter 2',
      zone: { id: world.zones[1]!.id, name: 'Filter Zone 2' },
      region: { uuid: world.regions[0]!.uuid, name: 'Filter Region North' },
    });
  });

  it('filters by status, and by WAITING for every status still needing the evaluator', async () => {
    expect(indexesOf((await list('status=SUBMITTED')).body.data)).toEqual([1, 4]);
    expect(indexesOf((await list('status=PENDING')).body.data)).toEqual([2]);
    expect(indexesOf((await list('status=APPROVED')).body.data)).toEqual([0, 5]);
    expect(indexesOf((await list('status=REJECTED')).body.data)).toEqual([3]);
    expect(indexesOf((await list('status=WAITING')).body.data)).toEqual([1, 2, 4]);
  });

  it('filters by zone, region, club and type, and by several at once', async () => {
    expect(indexesOf((await list(`zone=${world.zones[0]!.id}`)).body.data)).toEqual([2, 0]);
    expect(indexesOf((await list(`region=${world.regions[0]!.uuid}`)).body.data)).toEqual([1, 2, 0, 5]);
    expect(indexesOf((await list(`region=${world.regions[1]!.uuid}`)).body.data)).toEqual([4, 3]);
    expect(indexesOf((await list(`club=${world.clubs[1]!.uuid}`)).body.data)).toEqual([1, 5]);
    expect(indexesOf((await list('type=TRAINING')).body.data)).toEqual([4, 5]);
    const both = await list(`month=02&status=WAITING&region=${world.regions[0]!.uuid}&type=BOARD_MEETING`);
    expect(indexesOf(both.body.data)).toEqual([1]);
    expect(both.body.meta.total).toBe(1);
  });

  it('matches nothing for a well-formed club, zone or region that does not exist', async () => {
    for (const query of [
      'zone=2147483647',
      'region=00000000-0000-4000-8000-000000000000',
      'club=00000000-0000-4000-8000-000000000000',
    ]) {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(0);
    }
  });

  it('pages by per_page, up to 100, keeping the order across pages', async () => {
    const first = await list('per_page=4');
    const second = await list('per_page=4&page=2');
    expect(first.body.meta).toMatchObject({ total: 6, per_page: 4, last_page: 2 });
    expect([...indexesOf(first.body.data), ...indexesOf(second.body.data)]).toEqual(EXPECTED_ORDER);
    expect((await list('per_page=100')).body.meta.per_page).toBe(100);
    expect((await list()).body.meta.per_page).toBe(15);
  });

  it('refuses bad values with 422 and field errors, never 500', async () => {
    const bad: [string, string][] = [
      ['status=DONE', 'status'],
      ['status=submitted', 'status'],
      ['status=SUBMITTED&status=PENDING', 'status'],
      ['zone=abc', 'zone'],
      ['zone=0', 'zone'],
      ['zone=99999999999999999999', 'zone'],
      ['zone=1.5', 'zone'],
      ['region=north', 'region'],
      ['club=%27%20or%201=1--', 'club'],
      ['type=board_meeting', 'type'],
      ['type=NO_SUCH_ACTIVITY', 'type'],
      ['month=03', 'month'],
      ['month=13', 'month'],
      ['per_page=101', 'per_page'],
      ['per_page=0', 'per_page'],
      ['page=-1', 'page'],
    ];
    for (const [query, field] of bad) {
      const { status, body } = await list(query);
      expect({ query, status }).toEqual({ query, status: 422 });
      expect(Object.keys((body as unknown as { errors: Record<string, string[]> }).errors)).toContain(field);
    }
  });

  it('ignores parameters it does not know, prototype keys included', async () => {
    for (const query of ['__proto__[status]=APPROVED', 'constructor=1', '__proto__=x&status=PENDING']) {
      const { status } = await list(query);
      expect({ query, status }).toEqual({ query, status: 200 });
    }
    expect(indexesOf((await list('__proto__=x&status=PENDING')).body.data)).toEqual([2]);
  });

  it('is the evaluator’s alone', async () => {
    for (const role of ['CLUB_PRESIDENT', 'ZONE_CHAIRPERSON', 'DISTRICT_GOVERNOR']) {
      expect((await list('status=WAITING', role)).status).toBe(403);
    }
  });
});
