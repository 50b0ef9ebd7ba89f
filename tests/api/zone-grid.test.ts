import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activities, regions, zones } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { zoneGrid } from '../../src/server/services/zone-grid/zone-grid';
import { ACTIVITY_TYPES } from '../../src/shared/catalogue/catalogue';
import { ZONE_GRID_ROLES } from '../../src/shared/policy';
import { fileMonthlyMeeting, openMeetingPoints } from '../helpers/review-fixtures';
import { pinToday } from '../helpers/pin-today';
import { actingHeaders, createTestApp, type TestApp } from '../helpers/test-app';

// Months before November are past their due dates on this day; November's reports are due in December.
pinToday('2026-11-16');

interface Cell {
  key: string;
  status: string;
  points: number | null;
  estimated: boolean;
}
interface Row {
  club: { uuid: string; name: string };
  zone: { id: number; name: string };
  region: { uuid: string; name: string };
  cells: Cell[];
}
interface Grid {
  month: string;
  lions_year: string;
  columns: { key: string; title: string; due_date: string }[];
  rows: Row[];
}

let t: TestApp;
let zoneIds: Map<string, number>;
let regionUuids: Map<string, string>;

/** The headers of a demo login acting in a role (its first club, where the role has one). */
const acting = actingHeaders(() => t.app);

const gridOf = async (month: string, who: string, query = '', role = who) =>
  t.app.inject({
    method: 'GET',
    url: `/api/activity/${month}/zone-grid${query}`,
    headers: await acting(who, role),
  });

const cellOf = (grid: Grid, club: string, key: string) =>
  grid.rows.find((r) => r.club.name === club)!.cells.find((c) => c.key === key)!;

const HOST = 'Lions Club of Colombo Host';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Nine clubs: two in Zone 1, one in each other zone; Zones 1-3 make Region 1.
  await seedDemo(t.database.db, { clubs: 9, membersPerClub: 3 });
  zoneIds = new Map((await t.database.db.select().from(zones)).map((z) => [z.name, z.id]));
  regionUuids = new Map((await t.database.db.select().from(regions)).map((r) => [r.name, r.uuid]));
});
afterAll(() => t.close());

describe('GET /api/activity/{month}/zone-grid: scope', () => {
  it("shows a zone chairperson their zone's clubs only, and refuses another zone with 403", async () => {
    const res = await gridOf('09', 'ZONE_CHAIRPERSON');
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json().data as Grid;
    expect(new Set(grid.rows.map((r) => r.zone.name))).toEqual(new Set(['Zone 1']));
    expect(grid.rows.map((r) => r.club.name)).toEqual(['Lions Club of Colombo Central', HOST]);
    expect((await gridOf('09', 'ZONE_CHAIRPERSON', `?zone=${zoneIds.get('Zone 1')}`)).statusCode).toBe(200);
    expect((await gridOf('09', 'ZONE_CHAIRPERSON', `?zone=${zoneIds.get('Zone 2')}`)).statusCode).toBe(403);
    // A zone that does not exist is refused the same way: reach is not probed through 404s.
    expect((await gridOf('09', 'ZONE_CHAIRPERSON', '?zone=999999')).statusCode).toBe(403);
    expect(
      (await gridOf('09', 'ZONE_CHAIRPERSON', `?region=${regionUuids.get('Region 2')}`)).statusCode,
    ).toBe(403);
    // The multi-role login acting as Zone 2's chairperson sees Zone 2.
    const other = (await gridOf('09', 'multi-role', '', 'ZONE_CHAIRPERSON')).json().data as Grid;
    expect(new Set(other.rows.map((r) => r.zone.name))).toEqual(new Set(['Zone 2']));
  });

  it('shows a region office its region, ordered by zone, and narrows it to one of its zones', async () => {
    for (const role of ['REGION_CHAIRPERSON', 'REGION_SECRETARY', 'REGION_GET_COORDINATOR']) {
      const grid = (await gridOf('09', role)).json().data as Grid;
      expect(new Set(grid.rows.map((r) => r.region.name)), role).toEqual(new Set(['Region 1']));
      expect(
        grid.rows.map((r) => r.zone.name),
        role,
      ).toEqual(['Zone 1', 'Zone 1', 'Zone 2', 'Zone 3']);
    }
    const zone2 = (await gridOf('09', 'REGION_CHAIRPERSON', `?zone=${zoneIds.get('Zone 2')}`)).json().data;
    expect(zone2.rows.map((r: Row) => r.zone.name)).toEqual(['Zone 2']);
    expect((await gridOf('09', 'REGION_CHAIRPERSON', `?zone=${zoneIds.get('Zone 4')}`)).statusCode).toBe(403);
    expect(
      (await gridOf('09', 'REGION_CHAIRPERSON', `?region=${regionUuids.get('Region 3')}`)).statusCode,
    ).toBe(403);
  });

  it('shows a district office every club, by region and zone, and filters by zone or region', async () => {
    for (const role of ['CLUBS_PERFORMANCE_EVALUATION', 'DISTRICT_GOVERNOR', 'CABINET_TREASURER']) {
      const grid = (await gridOf('09', role)).json().data as Grid;
      expect(grid.rows, role).toHaveLength(9);
      expect([...new Set(grid.rows.map((r) => r.region.name))]).toEqual(['Region 1', 'Region 2', 'Region 3']);
    }
    const region2 = (await gridOf('09', 'DISTRICT_GOVERNOR', `?region=${regionUuids.get('Region 2')}`)).json()
      .data as Grid;
    expect(region2.rows.map((r) => r.zone.name)).toEqual(['Zone 4', 'Zone 5', 'Zone 6']);
    const zone7 = (await gridOf('09', 'DISTRICT_GOVERNOR', `?zone=${zoneIds.get('Zone 7')}`)).json().data;
    expect(zone7.rows.map((r: Row) => r.club.name)).toEqual(['Lions Club of Jaffna']);
    expect((await gridOf('09', 'DISTRICT_GOVERNOR', '?zone=999999')).statusCode).toBe(404);
  });

  it('is closed (403) to the club roles', async () => {
    expect(ZONE_GRID_ROLES).not.toContain('CLUB_PRESIDENT');
    for (const role of ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_MEMBER', 'CLUB_GST_COORDINATOR']) {
      expect((await gridOf('09', role)).statusCode, role).toBe(403);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/activity/09/zone-grid/csv',
        headers: await acting(role),
      });
      expect(csv.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/activity/09/zone-grid' })).statusCode).toBe(401);
  });

  it("refuses a bad month or filter with 422 in the spec's shape", async () => {
    for (const month of ['13', '00', '9', 'ab']) {
      const res = await gridOf(month, 'DISTRICT_GOVERNOR');
      expect(res.statusCode, month).toBe(422);
      expect(res.json().errors.month, month).toEqual([expect.any(String)]);
    }
    const zone = await gridOf('09', 'DISTRICT_GOVERNOR', '?zone=first');
    expect(zone.statusCode).toBe(422);
    expect(Object.keys(zone.json().errors)).toEqual(['zone']);
    expect((await gridOf('09', 'DISTRICT_GOVERNOR', '?region=nope')).statusCode).toBe(422);
  });
});

describe('GET /api/activity/{month}/zone-grid: cells', () => {
  it("has the month's scheduled types as columns, with their names and due dates", async () => {
    const grid = (await gridOf('07', 'DISTRICT_GOVERNOR')).json().data as Grid;
    const scheduled = ACTIVITY_TYPES.filter((a) => (a.schedule.months as string[]).includes('07'));
    expect(grid.columns.map((c) => c.key)).toEqual(scheduled.map((a) => a.key));
    expect(grid.columns.find((c) => c.key === 'DISTRICT_DUES')).toEqual({
      key: 'DISTRICT_DUES',
      title: 'District Dues',
      due_date: '2026-08-28',
    });
    expect(grid).toMatchObject({ month: '07', lions_year: '2026-27' });
    for (const row of grid.rows) expect(row.cells.map((c) => c.key)).toEqual(grid.columns.map((c) => c.key));
  });

  it('marks a report not filed as late past its due date and not filed before it', async () => {
    const past = (await gridOf('09', 'DISTRICT_GOVERNOR')).json().data as Grid;
    expect(cellOf(past, 'Lions Club of Kandy', 'BOARD_MEETING')).toEqual({
      key: 'BOARD_MEETING',
      status: 'late',
      points: null,
      estimated: false,
    });
    const open = (await gridOf('11', 'DISTRICT_GOVERNOR')).json().data as Grid;
    expect(cellOf(open, 'Lions Club of Kandy', 'BOARD_MEETING').status).toBe('not_filed');
  });

  it("shows filed reports' statuses with approved points, or the engine's estimate while in review", async () => {
    const president = await acting('CLUB_PRESIDENT');
    const cpe = await acting('CLUBS_PERFORMANCE_EVALUATION');
    const decideLine = (uuid: string, id: number, status: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/activity/update-points',
        payload: {
          id,
          status,
          reject_comments: status === 'REJECTED' ? 'No photos' : null,
          uuid,
          key: 'MONTHLY_MEETING',
        },
        headers: cpe,
      });

    // Submitted, never opened by the evaluator: the engine's estimate of its fields.
    const submitted = await fileMonthlyMeeting(t.app, president, '08');
    // Approved with every line approved: the approved points.
    const approved = await fileMonthlyMeeting(t.app, president, '07');
    const approvedLines = await openMeetingPoints(t.app, cpe, approved);
    for (const line of approvedLines.points) await decideLine(approved, line.id, 'APPROVED');
    await t.app.inject({
      method: 'POST',
      url: `/api/activity/${approved}/approve/MONTHLY_MEETING`,
      headers: cpe,
    });
    // Pending: one line rejected, so the estimate leaves it out.
    const pending = await fileMonthlyMeeting(t.app, president, '09');
    const pendingLines = (await openMeetingPoints(t.app, cpe, pending)).points;
    await decideLine(pending, pendingLines[0]!.id, 'REJECTED');
    // Rejected: no points.
    const rejected = await fileMonthlyMeeting(t.app, president, '10');
    await t.app.inject({
      method: 'POST',
      url: `/api/activity/${rejected}/reject/MONTHLY_MEETING`,
      payload: { pending_comment: 'The attendance sheet is missing.' },
      headers: cpe,
    });

    const cell = async (month: string) =>
      cellOf((await gridOf(month, 'ZONE_CHAIRPERSON')).json().data as Grid, HOST, 'MONTHLY_MEETING');
    const sum = (lines: { total_points: number }[]) => lines.reduce((s, l) => s + l.total_points, 0);

    const estimate = await cell('08');
    expect(estimate).toMatchObject({ status: 'submitted', estimated: true });
    expect(estimate.points).toBeGreaterThan(0);
    // The estimate is what the panel then calculates.
    expect(estimate.points).toBe(sum((await openMeetingPoints(t.app, cpe, submitted)).points));

    expect(await cell('07')).toEqual({
      key: 'MONTHLY_MEETING',
      status: 'approved',
      points: sum(approvedLines.points),
      estimated: false,
    });
    expect(await cell('09')).toEqual({
      key: 'MONTHLY_MEETING',
      status: 'pending',
      points: sum(pendingLines.slice(1)),
      estimated: true,
    });
    expect(await cell('10')).toEqual({
      key: 'MONTHLY_MEETING',
      status: 'rejected',
      points: 0,
      estimated: false,
    });
    const [stored] = await t.database.db.select().from(activities).where(eq(activities.uuid, pending));
    expect(stored!.status).toBe('PENDING');

    // The report's own total is the grid's figure, a rejected line or report counting nothing.
    const totalOf = async (uuid: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/activity/${uuid}/points/MONTHLY_MEETING`,
          headers: cpe,
        })
      ).json().data.total as number;
    expect(await totalOf(pending)).toBe(sum(pendingLines.slice(1)));
    expect(await totalOf(pending)).toBeLessThan(sum(pendingLines));
    for (const [uuid, month] of [
      [submitted, '08'],
      [approved, '07'],
      [pending, '09'],
      [rejected, '10'],
    ] as const) {
      expect(await totalOf(uuid)).toBe((await cell(month)).points);
    }
  });

  it('reads the cells of a whole region, or the district, in one query', async () => {
    const db = t.database.db;
    const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const spy = vi.spyOn(session, 'prepareQuery');
    try {
      const regionOffice = { role: { name: 'REGION_CHAIRPERSON', zoneId: null, regionId: 1 } };
      const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'Region 1'));
      regionOffice.role.regionId = region!.id;
      spy.mockClear();
      const grid = await zoneGrid(db, t.app.activityCatalogue, regionOffice, '09', {});
      expect(grid.rows).toHaveLength(4);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockClear();
      const district = await zoneGrid(
        db,
        t.app.activityCatalogue,
        { role: { name: 'DISTRICT_GOVERNOR', zoneId: null, regionId: null } },
        '09',
        {},
      );
      expect(district.rows).toHaveLength(9);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /api/activity/{month}/zone-grid/csv', () => {
  it('downloads the same grid as a CSV attachment, scoped the same way', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity/07/zone-grid/csv',
      headers: await acting('ZONE_CHAIRPERSON'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="zone-grid-2026-07.csv"');
    const lines = res.body.trim().split('\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 3)).toEqual(['Region', 'Zone', 'Club']);
    expect(header).toContain('Monthly Meeting Status');
    expect(header).toContain('Monthly Meeting Points');
    expect(header.at(-1)).toBe('Total Points');
    expect(lines).toHaveLength(3);
    const grid = (await gridOf('07', 'ZONE_CHAIRPERSON')).json().data as Grid;
    const host = lines.find((l) => l.includes(HOST))!.split(',');
    const meeting = header.indexOf('Monthly Meeting Status');
    const cell = cellOf(grid, HOST, 'MONTHLY_MEETING');
    expect(host.slice(meeting, meeting + 2)).toEqual(['Approved', String(cell.points)]);
    expect(host[header.indexOf('Board Meeting Status')]).toBe('Late');
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/activity/07/zone-grid/csv?zone=${zoneIds.get('Zone 3')}`,
      headers: await acting('ZONE_CHAIRPERSON'),
    });
    expect(forbidden.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/activity/13/zone-grid/csv',
      headers: await acting('ZONE_CHAIRPERSON'),
    });
    expect(bad.statusCode).toBe(422);
  });
});
