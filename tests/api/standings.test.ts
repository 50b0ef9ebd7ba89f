import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions, zones } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { standings, type Standing } from '../../src/server/services/standings/standings';
import { countQueries } from '../helpers/count-queries';
import { fileMonthlyMeeting, openMeetingPoints } from '../helpers/review-fixtures';
import { pinToday } from '../helpers/pin-today';
import { actingHeaders, createTestApp, type TestApp } from '../helpers/test-app';

// The Lions year 2026-27 so far: July to November.
pinToday('2026-11-16');

interface Standings {
  lions_year: string;
  months: string[];
  available: number;
  rows: Standing[];
}

let t: TestApp;
let zoneIds: Map<string, number>;
let regionUuids: Map<string, string>;
let approvedPoints = 0;
let estimate = 0;

/** The headers of a demo login acting in a role (its first club, where the role has one). */
const acting = actingHeaders(() => t.app);

const standingsOf = async (who: string, query = '', role = who) =>
  t.app.inject({ method: 'GET', url: `/api/activity/standings${query}`, headers: await acting(who, role) });

const HOST = 'Lions Club of Colombo Host';
const sum = (lines: { total_points: number }[]) => lines.reduce((s, l) => s + l.total_points, 0);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Nine clubs: two in Zone 1, one in each other zone; Zones 1-3 make Region 1.
  await seedDemo(t.database.db, { clubs: 9, membersPerClub: 3 });
  zoneIds = new Map((await t.database.db.select().from(zones)).map((z) => [z.name, z.id]));
  regionUuids = new Map((await t.database.db.select().from(regions)).map((r) => [r.name, r.uuid]));

  // The Host club: July's meeting approved with every line, August's waiting for review.
  const president = await acting('CLUB_PRESIDENT');
  const cpe = await acting('CLUBS_PERFORMANCE_EVALUATION');
  const july = await fileMonthlyMeeting(t.app, president, '07');
  const lines = (await openMeetingPoints(t.app, cpe, july)).points;
  for (const line of lines) {
    await t.app.inject({
      method: 'POST',
      url: '/api/activity/update-points',
      payload: { id: line.id, status: 'APPROVED', reject_comments: null, uuid: july, key: 'MONTHLY_MEETING' },
      headers: cpe,
    });
  }
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/activity/${july}/approve/MONTHLY_MEETING`,
    headers: cpe,
  });
  expect(approve.statusCode, approve.body).toBe(200);
  approvedPoints = sum(lines);
  const august = await fileMonthlyMeeting(t.app, president, '08');
  const grid = (
    await t.app.inject({ method: 'GET', url: '/api/activity/08/zone-grid', headers: cpe })
  ).json();
  estimate = grid.data.rows
    .find((r: { club: { name: string } }) => r.club.name === HOST)
    .cells.find((c: { key: string }) => c.key === 'MONTHLY_MEETING').points;
  expect(august).toBeTruthy();
});
afterAll(() => t.close());

describe('GET /api/activity/standings: scope', () => {
  it("shows a zone chairperson their zone's clubs, ranked over the whole zone, region and district", async () => {
    const res = await standingsOf('ZONE_CHAIRPERSON');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Standings;
    expect(data).toMatchObject({ lions_year: '2026-27', months: ['07', '08', '09', '10', '11'] });
    expect(data.rows.map((r) => r.club.name)).toEqual([HOST, 'Lions Club of Colombo Central']);
    expect(data.rows[0]!.rank).toEqual({
      zone: { position: 1, of: 2 },
      region: { position: 1, of: 4 },
      district: { position: 1, of: 9 },
    });
    // Every other club has no points yet: they share second place.
    expect(data.rows[1]!.rank).toEqual({
      zone: { position: 2, of: 2 },
      region: { position: 2, of: 4 },
      district: { position: 2, of: 9 },
    });
    expect((await standingsOf('ZONE_CHAIRPERSON', `?zone=${zoneIds.get('Zone 2')}`)).statusCode).toBe(403);
    expect((await standingsOf('ZONE_CHAIRPERSON', '?zone=999999')).statusCode).toBe(403);
  });

  it('shows a region office its region and a district office every club, narrowed by zone or region', async () => {
    const region = (await standingsOf('REGION_CHAIRPERSON')).json().data as Standings;
    expect(new Set(region.rows.map((r) => r.zone.name))).toEqual(new Set(['Zone 1', 'Zone 2', 'Zone 3']));
    expect(region.rows).toHaveLength(4);
    expect(
      (await standingsOf('REGION_CHAIRPERSON', `?region=${regionUuids.get('Region 2')}`)).statusCode,
    ).toBe(403);
    const district = (await standingsOf('DISTRICT_GOVERNOR')).json().data as Standings;
    expect(district.rows).toHaveLength(9);
    expect(district.rows[0]!.club.name).toBe(HOST);
    const region2 = (await standingsOf('DISTRICT_GOVERNOR', `?region=${regionUuids.get('Region 2')}`)).json()
      .data as Standings;
    expect(region2.rows.map((r) => r.zone.name).sort()).toEqual(['Zone 4', 'Zone 5', 'Zone 6']);
    // Ranks stay those of the whole region and district when the view is narrowed.
    for (const row of region2.rows) expect(row.rank.district).toEqual({ position: 2, of: 9 });
  });

  it("is closed (403) to the club roles, 401 without a session, 422 for a bad filter in the spec's shape", async () => {
    for (const role of ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_MEMBER']) {
      expect((await standingsOf(role)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/activity/standings' })).statusCode).toBe(401);
    const zone = await standingsOf('DISTRICT_GOVERNOR', '?zone=first');
    expect(zone.statusCode).toBe(422);
    expect(Object.keys(zone.json().errors)).toEqual(['zone']);
    expect((await standingsOf('DISTRICT_GOVERNOR', '?region=nope')).statusCode).toBe(422);
  });
});

describe('GET /api/activity/standings: figures', () => {
  it("gives the home overview's approved points and rate, and the zone grid's estimate under review", async () => {
    const data = (await standingsOf('DISTRICT_GOVERNOR')).json().data as Standings;
    const host = data.rows.find((r) => r.club.name === HOST)!;
    const home = (
      await t.app.inject({ method: 'GET', url: '/api/club/points', headers: await acting('CLUB_PRESIDENT') })
    ).json().data;
    expect(approvedPoints).toBeGreaterThan(0);
    expect(host.approved).toBe(approvedPoints);
    expect(host.approved).toBe(home.admin);
    expect(host.rate).toBe(home.adminRate);
    expect(data.available).toBe(home.adminAvailable);
    expect(estimate).toBeGreaterThan(0);
    expect(host.under_review).toBe(estimate);
    expect(['red', 'orange', 'yellow', 'green']).toContain(host.band);
    const other = data.rows.find((r) => r.club.name !== HOST)!;
    expect(other).toMatchObject({ approved: 0, under_review: 0, rate: 0, band: 'red' });
  });

  it('reads every club of the district in one query', async () => {
    const db = t.database.db;
    const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'Region 1'));
    const office = { role: { name: 'REGION_CHAIRPERSON', zoneId: null, regionId: region!.id } };
    const { result, queries } = await countQueries(db, () =>
      standings(db, t.app.activityCatalogue, office, {}),
    );
    expect(result.rows).toHaveLength(4);
    expect(queries).toBe(1);
  });
});

describe('GET /api/club/standing', () => {
  it("gives a club officer their own club's standing and months against the district median", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/club/standing',
      headers: await acting('CLUB_PRESIDENT'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['available', 'lions_year', 'months', 'standing']);
    expect(data.standing.club.name).toBe(HOST);
    expect(data.standing.rank.district).toEqual({ position: 1, of: 9 });
    expect(data.months).toEqual([
      { month: '07', points: approvedPoints, district_median: 0 },
      { month: '08', points: 0, district_median: 0 },
      { month: '09', points: 0, district_median: 0 },
      { month: '10', points: 0, district_median: 0 },
      { month: '11', points: 0, district_median: 0 },
    ]);
    // The multi-role login's president of the second club sees that club (no points), not the Host's.
    const second = (
      await t.app.inject({
        method: 'GET',
        url: '/api/club/standing',
        headers: await acting('multi-role', 'CLUB_PRESIDENT'),
      })
    ).json().data;
    expect(second.standing.club.name).not.toBe(HOST);
    expect(second.standing).toMatchObject({ approved: 0, rank: { district: { position: 2, of: 9 } } });
    expect(second.months[0]).toEqual({ month: '07', points: 0, district_median: 0 });
  });

  it('asks a role without a club to choose one (400)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/club/standing',
      headers: await acting('DISTRICT_GOVERNOR'),
    });
    expect(res.statusCode).toBe(400);
  });
});
