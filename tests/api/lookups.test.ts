import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions } from '../../src/server/db/schema';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let member: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp();
  member = as((await signIn(t.app, 'CLUB_MEMBER')).token, 'CLUB_MEMBER');
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, ...member });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

describe('lookups (any signed-in role)', () => {
  it('regions: active ones, and all', async () => {
    const all = await t.database.db.select().from(regions);
    expect((await get('/api/region/all/list')).map((r: { name: string }) => r.name).sort()).toEqual(
      all.map((r) => r.name).sort(),
    );
    expect((await get('/api/region/list')).every((r: { status: string }) => r.status === 'ACTIVE')).toBe(
      true,
    );
  });

  it('zones of a region; an unknown region is 404', async () => {
    const [region] = await t.database.db.select().from(regions).limit(1);
    const zonesOf = await get(`/api/region/zone/${region!.uuid}`);
    expect(zonesOf.length).toBeGreaterThan(0);
    expect(zonesOf.every((z: { region: { uuid: string } }) => z.region.uuid === region!.uuid)).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/region/zone/00000000-0000-4000-8000-000000000000',
      ...member,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('governor themes carry their keys, including reforestation and gardening_farming', async () => {
    const keys = (await get('/api/governor-theme/list')).map((x: { theme_key: string }) => x.theme_key);
    expect(keys).toEqual(expect.arrayContaining(['reforestation', 'gardening_farming']));
    expect((await get('/api/international-theme/list')).length).toBeGreaterThan(3);
  });

  it('office roles, searchable; member types', async () => {
    expect(await get('/api/office-role/list/se=vice%20district')).toEqual([
      { role_name: expect.stringMatching(/vice/i), role_code: 'FIRST_VICE_DISTRICT_GOVERNOR' },
      { role_name: expect.stringMatching(/vice/i), role_code: 'SECOND_VICE_DISTRICT_GOVERNOR' },
    ]);
    expect((await get('/api/office-role/list/se=')).length).toBe(26);
    expect((await get('/api/member/type/list'))[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
    });
  });

  it('office holders by role code, with and without a search; chairpersons', async () => {
    const vdg = await get('/api/office-member/FIRST_VICE_DISTRICT_GOVERNOR/list');
    expect(vdg).toHaveLength(1);
    expect(
      await get(
        `/api/office-member/FIRST_VICE_DISTRICT_GOVERNOR/list/se=${encodeURIComponent(vdg[0].name.slice(0, 4))}`,
      ),
    ).toEqual(vdg);
    expect(await get('/api/office-member/FIRST_VICE_DISTRICT_GOVERNOR/list/se=zzzzzz')).toEqual([]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/office-member/KING_OF_LIONS/list',
      ...member,
    });
    expect(unknown.statusCode).toBe(422);
    expect((await get('/api/zone-chairmen/list')).length).toBeGreaterThan(0);
    expect((await get('/api/region-chairmen/list')).length).toBeGreaterThan(0);
  });

  it('all need a session', async () => {
    for (const url of [
      '/api/region/list',
      '/api/governor-theme/list',
      '/api/member/type/list',
      '/api/zone-chairmen/list',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
