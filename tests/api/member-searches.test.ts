import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, members, serviceProjects, zones } from '../../src/server/db/schema';
import { as, createTestApp, demoClubs, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ownClubId: number;
let otherClubId: number;
let otherClubUuid: string;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await demoClubs(t);
  ownClubId = demo.own.id;
  otherClubId = demo.other.id;
  otherClubUuid = demo.other.uuid;
});
afterAll(() => t.close());

const uuids = (body: { data: { uuid: string }[] }) => body.data.map((m) => m.uuid).sort();

describe('GET /api/club-member/list/se={search}', () => {
  it('answers the members of the club acted for, and nothing without a club', async () => {
    const inOwn = await t.database.db.select().from(members).where(eq(members.clubId, ownClubId));
    const president = as((await signIn(t.app, 'CLUB_PRESIDENT')).token, 'CLUB_PRESIDENT');
    const res = await t.app.inject({ method: 'GET', url: '/api/club-member/list/se=', ...president });
    expect(uuids(res.json())).toEqual(inOwn.map((m) => m.uuid).sort());

    const governor = (await signIn(t.app, 'DISTRICT_GOVERNOR')).token;
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/club-member/list/se=',
      ...as(governor, 'DISTRICT_GOVERNOR'),
    });
    expect(none.json().data).toEqual([]);
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/api/club-member/list/se=',
      ...as(governor, 'DISTRICT_GOVERNOR', otherClubUuid),
    });
    const inOther = await t.database.db.select().from(members).where(eq(members.clubId, otherClubId));
    expect(uuids(chosen.json())).toEqual(inOther.map((m) => m.uuid).sort());
  });
});

describe('GET /api/service-project/{id}/committee-members/se={search}', () => {
  it("answers the project's club members; an officer of another club gets 404", async () => {
    const [project] = await t.database.db.insert(serviceProjects).values({ clubId: otherClubId }).returning();
    const [someone] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.clubId, otherClubId))
      .limit(1);
    const cpe = as(
      (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
      'CLUBS_PERFORMANCE_EVALUATION',
    );
    const url = `/api/service-project/${project!.uuid}/committee-members/se=${encodeURIComponent(someone!.internationalId)}`;
    const res = await t.app.inject({ method: 'GET', url, ...cpe });
    expect(res.json().data.map((m: { uuid: string }) => m.uuid)).toEqual([someone!.uuid]);

    const president = as((await signIn(t.app, 'CLUB_PRESIDENT')).token, 'CLUB_PRESIDENT');
    expect((await t.app.inject({ method: 'GET', url, ...president })).statusCode).toBe(404);
    const unknown = '/api/service-project/00000000-0000-4000-8000-000000000000/committee-members/se=';
    expect((await t.app.inject({ method: 'GET', url: unknown, ...cpe })).statusCode).toBe(404);
  });

  it("offers a region project its region's members and a joint-regions project the district's", async () => {
    const db = t.database.db;
    const [own] = await db
      .select({ regionId: zones.regionId })
      .from(clubs)
      .innerJoin(zones, eq(zones.id, clubs.zoneId))
      .where(eq(clubs.id, ownClubId));
    // The small test district's clubs share one region: the other club moves to another region's zone.
    const [farZone] = await db.select().from(zones).where(ne(zones.regionId, own!.regionId)).limit(1);
    await db.update(clubs).set({ zoneId: farZone!.id }).where(eq(clubs.id, otherClubId));
    // A member of each club, with the club's region, to tell the region's members from the others.
    const everyone = await db
      .select({
        uuid: members.uuid,
        id: members.internationalId,
        clubId: members.clubId,
        regionId: zones.regionId,
      })
      .from(members)
      .innerJoin(clubs, eq(clubs.id, members.clubId))
      .innerJoin(zones, eq(zones.id, clubs.zoneId))
      .where(eq(members.status, 'active'));
    const outside = everyone.find((m) => m.regionId !== own!.regionId)!;
    // Of another club of the same region: the project's own club would pass the old club-only rule.
    const inRegion = everyone.find((m) => m.regionId === own!.regionId && m.clubId !== ownClubId)!;
    const cpe = as(
      (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
      'CLUBS_PERFORMANCE_EVALUATION',
    );
    const offered = async (projectType: string, who: { id: string }) => {
      const [project] = await db
        .insert(serviceProjects)
        .values({ clubId: ownClubId, projectType })
        .returning();
      const url = `/api/service-project/${project!.uuid}/committee-members/se=${encodeURIComponent(who.id)}`;
      const res = await t.app.inject({ method: 'GET', url, ...cpe });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((m: { uuid: string }) => m.uuid) as string[];
    };
    expect(await offered('RP', inRegion)).toEqual([inRegion.uuid]);
    expect(await offered('RP', outside)).toEqual([]);
    expect(await offered('JRP', outside)).toEqual([outside.uuid]);
    expect(await offered('GP', outside)).toEqual([]);
  });
});

describe('the role header', () => {
  it('is required on every operation that acts in a role', async () => {
    const { token } = await signIn(t.app, 'CLUB_MEMBER');
    const res = await t.app.inject({ method: 'GET', url: '/api/region/list', ...as(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_code: 400,
      message: 'The role header is required.',
      message_key: 'auth.roleHeaderRequired',
      message_params: {},
    });
  });
});
