import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, regions, zones } from '../../src/server/db/schema';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cpe: ReturnType<typeof as>;
let regionUuid: string;
beforeAll(async () => {
  t = await createTestApp();
  cpe = as((await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token, 'CLUBS_PERFORMANCE_EVALUATION');
  regionUuid = (await t.database.db.select().from(regions).limit(1))[0]!.uuid;
});
afterAll(() => t.close());

const create = (payload: object, who = cpe) =>
  t.app.inject({ method: 'POST', url: '/api/zone/create', payload, ...who });

describe('zones (CLUBS_PERFORMANCE_EVALUATION only)', () => {
  it("creates a zone: 'Zone has been created successfully', audited", async () => {
    const res = await create({ name: 'Zone 42', lions_club_region: regionUuid, status: 'ACTIVE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Zone has been created successfully',
      data: { name: 'Zone 42', status: 'ACTIVE', region: { uuid: regionUuid } },
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'zone.create'));
    expect(audit).toMatchObject({
      role: 'CLUBS_PERFORMANCE_EVALUATION',
      entityId: String(res.json().data.id),
    });
  });

  it('names every bad field in one 422 and writes nothing', async () => {
    const before = (await t.database.db.select().from(zones)).length;
    const res = await create({
      name: '  ',
      lions_club_region: '00000000-0000-4000-8000-000000000000',
      status: 'ACTIVE',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      lions_club_region: ['The selected region is invalid.'],
    });
    expect(await t.database.db.select().from(zones)).toHaveLength(before);
  });

  it('refuses a status outside ACTIVE/INACTIVE and unknown fields', async () => {
    const res = await create({
      name: 'Zone 43',
      lions_club_region: regionUuid,
      status: 'OPEN',
      colour: 'red',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['colour', 'status']);
  });

  it('refuses a duplicate name in the same region, whatever its case', async () => {
    await create({ name: 'Zone Duplicate', lions_club_region: regionUuid, status: 'ACTIVE' });
    const res = await create({ name: 'zone duplicate', lions_club_region: regionUuid, status: 'ACTIVE' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['The name has already been taken.']);
  });

  it("updates a zone: 'Zone has been updated successfully'", async () => {
    const id = (
      await create({ name: 'Zone To Edit', lions_club_region: regionUuid, status: 'ACTIVE' })
    ).json().data.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/zone/update/${id}`,
      payload: { name: 'Zone Edited', lions_club_region: regionUuid, status: 'INACTIVE' },
      ...cpe,
    });
    expect(res.json()).toMatchObject({
      message: 'Zone has been updated successfully',
      data: { name: 'Zone Edited', status: 'INACTIVE' },
    });
    const info = await t.app.inject({ method: 'GET', url: `/api/zone/info/${id}`, ...cpe });
    expect(info.json().data.name).toBe('Zone Edited');
  });

  it('answers 404 for an unknown zone and 422 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/zone/info/999999', ...cpe })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/zone/info/abc', ...cpe })).statusCode).toBe(422);
  });

  it('lists zones with search and pages (meta.last_page)', async () => {
    for (let i = 0; i < 16; i++)
      await create({ name: `Paging Zone ${i}`, lions_club_region: regionUuid, status: 'ACTIVE' });
    const first = (await t.app.inject({ method: 'GET', url: '/api/zone/list/se=paging', ...cpe })).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 16 });
    expect(first.data).toHaveLength(15);
    const second = (
      await t.app.inject({ method: 'GET', url: '/api/zone/list/se=PAGING?page=2', ...cpe })
    ).json();
    expect(second.data).toHaveLength(1);
    const byRegion = (await t.app.inject({ method: 'GET', url: '/api/zone/list/se=', ...cpe })).json();
    expect(byRegion.meta.total).toBeGreaterThan(16);
  });

  it('treats search text as text, never as SQL or a wildcard', async () => {
    for (const search of ["'; drop table zones; --", '%', '_']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/zone/list/se=${encodeURIComponent(search)}`,
        ...cpe,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });

  it('is closed to a club president and to the district governor', async () => {
    for (const role of ['CLUB_PRESIDENT', 'DISTRICT_GOVERNOR']) {
      const who = as((await signIn(t.app, role)).token, role);
      expect(
        (await create({ name: 'Nope', lions_club_region: regionUuid, status: 'ACTIVE' }, who)).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/zone/list/se=', ...who })).statusCode).toBe(403);
    }
  });
});
