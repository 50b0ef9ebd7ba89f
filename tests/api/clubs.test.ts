import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityPoints,
  clubs,
  projectPoints,
  serviceProjects,
  zones,
} from '../../src/server/db/schema';
import { colomboDate } from '../../src/shared/time/colombo';
import { currentLionsYear } from '../../src/shared/time/lions-year';
import { as, createTestApp, demoClubs, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let zoneId: number;
let ownClub: string;
let otherClub: string;
beforeAll(async () => {
  t = await createTestApp();
  zoneId = (await t.database.db.select().from(zones).limit(1))[0]!.id;
  const demo = await demoClubs(t);
  ownClub = demo.own.uuid;
  otherClub = demo.other.uuid;
});
afterAll(() => t.close());

async function who(role: string) {
  const { token, roles } = await signIn(t.app, role);
  return as(token, role, roles.find((r) => r.name === role)?.club?.uuid);
}

describe('clubs', () => {
  it("a region chairperson creates and updates a club: 'Club has been created successfully'", async () => {
    const chair = await who('REGION_CHAIRPERSON');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/club/create',
      payload: { name: 'Lions Club of Ella Heights', lions_club_zone_id: zoneId, status: 'ACTIVE' },
      ...chair,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Club has been created successfully',
      data: { name: 'Lions Club of Ella Heights', status: 'ACTIVE', lions_club_zone_id: zoneId },
    });
    const uuid = created.json().data.uuid;
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/club/update/${uuid}`,
      payload: { name: 'Lions Club of Ella', lions_club_zone_id: zoneId, status: 'INACTIVE' },
      ...chair,
    });
    expect(updated.json().data).toMatchObject({ name: 'Lions Club of Ella', status: 'INACTIVE' });
    const info = await t.app.inject({ method: 'GET', url: `/api/club/info/${uuid}`, ...chair });
    expect(info.json().data.zone.region.name).toBeTruthy();
  });

  it('refuses a duplicate name and an unknown zone with 422', async () => {
    const cpe = await who('CLUBS_PERFORMANCE_EVALUATION');
    const [existing] = await t.database.db.select().from(clubs).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/club/create',
      payload: { name: existing!.name.toUpperCase(), lions_club_zone_id: 999999, status: 'ACTIVE' },
      ...cpe,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name has already been taken.'],
      lions_club_zone_id: ['The selected zone is invalid.'],
    });
  });

  it('a club treasurer may list clubs but not create one', async () => {
    const treasurer = await who('CLUB_TREASURER');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/club/create',
      payload: { name: 'Nope', lions_club_zone_id: zoneId, status: 'ACTIVE' },
      ...treasurer,
    });
    expect(res.statusCode).toBe(403);
  });

  it("a club officer's club list holds only their club; another club's info is not found", async () => {
    const president = await who('CLUB_PRESIDENT');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/role/club-list/se=', ...president })
    ).json();
    expect(list.data.map((c: { uuid: string }) => c.uuid)).toEqual([ownClub]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/club/info/${otherClub}`, ...president })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/club/info/${ownClub}`, ...president })).statusCode,
    ).toBe(200);
  });

  it('other roles list every club, searchable by club, zone or region name, paged', async () => {
    const governor = await who('DISTRICT_GOVERNOR');
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/user/role/club-list/se=', ...governor })
    ).json();
    const total = (await t.database.db.select().from(clubs)).length;
    expect(all.meta.total).toBe(total);
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.uuid, otherClub));
    const found = (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/role/club-list/se=${encodeURIComponent(club!.name.slice(-6).toLowerCase())}`,
        ...governor,
      })
    ).json();
    expect(found.data.map((c: { uuid: string }) => c.uuid)).toContain(otherClub);
  });
});

describe('GET /api/club/points (home overview)', () => {
  it('counts points, projects, meetings and members of the club from the tables', async () => {
    const president = await who('CLUB_PRESIDENT');
    const before = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data;

    const db = t.database.db;
    const [club] = await db.select().from(clubs).where(eq(clubs.uuid, ownClub));
    const year = currentLionsYear();
    const today = colomboDate();
    const month = today.slice(5, 7);
    const [meeting] = await db
      .insert(activities)
      .values({
        clubId: club!.id,
        key: 'BOARD_MEETING',
        lionsYear: year.startYear,
        month,
        status: 'APPROVED',
      })
      .returning();
    await db.insert(activities).values({
      clubId: club!.id,
      key: 'MONTHLY_MEETING',
      lionsYear: year.startYear,
      month,
      status: 'SUBMITTED',
    });
    await db.insert(activities).values({
      clubId: club!.id,
      key: 'MONTHLY_MEETING',
      lionsYear: year.startYear,
      month: month === '01' ? '02' : '01',
      status: 'REJECTED',
    });
    await db.insert(activityPoints).values([
      { activityId: meeting!.id, title: 'Held', totalPoints: 10, crPoints: 10, status: 'APPROVED' },
      { activityId: meeting!.id, title: 'Late', totalPoints: -5, drPoints: 5, status: 'APPROVED' },
      { activityId: meeting!.id, title: 'Pending', totalPoints: 7, crPoints: 7, status: 'PENDING' },
    ]);
    const [project] = await db
      .insert(serviceProjects)
      .values({ clubId: club!.id, status: 'APPROVED', date: today })
      .returning();
    await db.insert(serviceProjects).values({ clubId: club!.id, status: 'PENDING', date: today });
    await db.insert(projectPoints).values({ projectId: project!.id, clubId: club!.id, points: 25 });

    const after = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data;
    expect(after.admin - before.admin).toBe(5);
    expect(after.project - before.project).toBe(25);
    expect(after.projectCount - before.projectCount).toBe(1);
    expect(after.projectMonthlyCount - before.projectMonthlyCount).toBe(1);
    expect(after.meetingCount - before.meetingCount).toBe(2);
    expect(after.meetingMonthlyCount - before.meetingMonthlyCount).toBe(2);
  });

  it('asks a role without a club to choose one', async () => {
    const governor = await who('DISTRICT_GOVERNOR');
    const res = await t.app.inject({ method: 'GET', url: '/api/club/points', ...governor });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a club to see its overview.');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/api/club/points',
      ...as((await signIn(t.app, 'DISTRICT_GOVERNOR')).token, 'DISTRICT_GOVERNOR', otherClub),
    });
    expect(chosen.statusCode).toBe(200);
  });
});
