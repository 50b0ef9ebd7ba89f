import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeRoleAssignments, officeRoles, regions, users, zones } from '../../src/server/db/schema';
import { as, createTestApp, demoClubs, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let otherClub: string;
beforeAll(async () => {
  t = await createTestApp();
  otherClub = (await demoClubs(t)).other.uuid;
});
afterAll(() => t.close());

const get = (url: string, headers: { headers?: unknown }) =>
  t.app.inject({ method: 'GET', url, ...(headers as object) });

describe('GET /api/member/profile', () => {
  it("answers the signed-in member's profile with club, roles and contacts", async () => {
    const { token, roles } = await signIn(t.app, 'CLUB_PRESIDENT');
    const res = await get('/api/member/profile', as(token, 'CLUB_PRESIDENT'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.email).toBe('club-president@example.org');
    expect(data.club).toEqual({ uuid: roles[0]!.club!.uuid, name: roles[0]!.club!.name });
    expect(data.office_roles.map((r: { role_code: string }) => r.role_code)).toContain('CLUB_PRESIDENT');
    expect(Array.isArray(data.contacts)).toBe(true);
    expect(data).not.toHaveProperty('password_hash');
  });
});

describe('GET /api/user/roles', () => {
  it('answers the roles held today', async () => {
    const { token } = await signIn(t.app, 'multi-role');
    const res = await get('/api/user/roles', as(token, 'ZONE_CHAIRPERSON'));
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['CLUB_PRESIDENT', 'ZONE_CHAIRPERSON']);
  });

  it('names the region of a region or zone office, and none of a club or district office', async () => {
    const { db } = t.database;
    const regionOf = async (regionName: string) => {
      const [row] = await db
        .select({ uuid: regions.uuid, name: regions.name })
        .from(regions)
        .where(eq(regions.name, regionName));
      return row!;
    };
    const regionOfZone = async (zoneName: string) => {
      const [row] = await db
        .select({ uuid: regions.uuid, name: regions.name })
        .from(zones)
        .innerJoin(regions, eq(regions.id, zones.regionId))
        .where(eq(zones.name, zoneName));
      return row!;
    };
    const region1 = await regionOf('Region 1');
    // At sign-in...
    const chair = await signIn(t.app, 'REGION_CHAIRPERSON');
    expect(chair.roles).toEqual([
      expect.objectContaining({ name: 'REGION_CHAIRPERSON', club: null, region: region1 }),
    ]);
    const cpe = await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    expect(cpe.roles[0]).toMatchObject({ club: null, region: null });
    const president = await signIn(t.app, 'CLUB_PRESIDENT');
    expect(president.roles[0]).toMatchObject({ club: { name: 'Lions Club of Colombo Host' }, region: null });
    // ...and in the roles answer: a zone office lies in its zone's region.
    const multi = await signIn(t.app, 'multi-role');
    const res = await get('/api/user/roles', as(multi.token, 'ZONE_CHAIRPERSON'));
    const byName = Object.fromEntries(
      res.json().data.map((r: { name: string; region: unknown }) => [r.name, r.region]),
    );
    expect(byName).toEqual({ CLUB_PRESIDENT: null, ZONE_CHAIRPERSON: await regionOfZone('Zone 2') });
    const own = await get('/api/user/roles', as(chair.token, 'REGION_CHAIRPERSON'));
    expect(own.json().data[0].region).toEqual(region1);
  });

  it('leaves out a role whose term has ended', async () => {
    const { token, user } = await signIn(t.app, 'REGION_SECRETARY');
    const [u] = await t.database.db.select().from(users).where(eq(users.uuid, user));
    const [role] = await t.database.db
      .select()
      .from(officeRoles)
      .where(eq(officeRoles.code, 'REGION_SECRETARY'));
    await t.database.db
      .update(officeRoleAssignments)
      .set({ dateFrom: '2020-07-01', dateTo: '2021-06-30' })
      .where(
        and(
          eq(officeRoleAssignments.memberId, u!.memberId),
          eq(officeRoleAssignments.officeRoleId, role!.id),
        ),
      );
    const roles = await get('/api/user/roles', as(token));
    expect(roles.json().data.map((r: { name: string }) => r.name)).not.toContain('REGION_SECRETARY');
    // ...and the role header naming it is refused.
    const forged = await get('/api/user/roles', as(token, 'REGION_SECRETARY'));
    expect(forged.statusCode).toBe(403);
  });
});

describe('role and club headers', () => {
  it('refuses a role the user does not hold', async () => {
    const { token } = await signIn(t.app, 'CLUB_MEMBER');
    const res = await get('/api/member/profile', as(token, 'CLUBS_PERFORMANCE_EVALUATION'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not hold the role CLUBS_PERFORMANCE_EVALUATION today.');
  });

  it('refuses a role code that does not exist', async () => {
    const { token } = await signIn(t.app, 'CLUB_MEMBER');
    expect((await get('/api/member/profile', as(token, 'SUPER_ADMIN'))).statusCode).toBe(403);
  });

  it("binds a club officer to the officer's own club", async () => {
    const { token, roles } = await signIn(t.app, 'CLUB_TREASURER');
    const own = roles[0]!.club!.uuid;
    expect((await get('/api/member/profile', as(token, 'CLUB_TREASURER', own))).statusCode).toBe(200);
    const other = await get('/api/member/profile', as(token, 'CLUB_TREASURER', otherClub));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Your role is bound to your own club.');
  });

  it('lets other roles name any club, but not one that does not exist', async () => {
    const { token } = await signIn(t.app, 'multi-role');
    expect((await get('/api/member/profile', as(token, 'ZONE_CHAIRPERSON', otherClub))).statusCode).toBe(200);
    const missing = await get(
      '/api/member/profile',
      as(token, 'ZONE_CHAIRPERSON', '00000000-0000-4000-8000-000000000000'),
    );
    expect(missing.statusCode).toBe(400);
  });

  it('holds the multi-role login to its own club when it acts as president', async () => {
    const { token } = await signIn(t.app, 'multi-role');
    expect((await get('/api/member/profile', as(token, 'CLUB_PRESIDENT', otherClub))).statusCode).toBe(403);
  });

  it('refuses a malformed club header with 400', async () => {
    const { token } = await signIn(t.app, 'DISTRICT_GOVERNOR');
    const res = await get('/api/member/profile', as(token, 'DISTRICT_GOVERNOR', "1' or '1'='1"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The club header must be a club uuid.');
  });
});

describe('PATCH /api/member/password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/member/password',
      payload,
      ...as(token, 'CABINET_TREASURER'),
    });

  it('names each wrong field with a 422 and changes nothing', async () => {
    const { token } = await signIn(t.app, 'CABINET_TREASURER');
    const res = await change(token, {
      old_password: 'wrong-old',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      old_password: ['The old password is incorrect.'],
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
    expect((await signIn(t.app, 'CABINET_TREASURER')).token).toBeTruthy();
  });

  it('accepts any 8 characters, revokes every session and answers a new token', async () => {
    const first = await signIn(t.app, 'CABINET_TREASURER');
    const second = await signIn(t.app, 'CABINET_TREASURER');
    const res = await change(first.token, {
      old_password: 'lions-demo-2026',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password successfully updated');
    const fresh = res.json().token as string;
    for (const old of [first.token, second.token]) {
      expect((await get('/api/user/roles', as(old))).statusCode).toBe(401);
    }
    expect((await get('/api/user/roles', as(fresh))).statusCode).toBe(200);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'cabinet-treasurer@example.org', password: 'abcdefgh' },
    });
    expect(relogin.statusCode).toBe(200);
    const audit = await t.database.db.query.auditLog.findMany({
      where: (a, { eq: e }) => e(a.action, 'password.change'),
    });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('abcdefgh');
  });
});
