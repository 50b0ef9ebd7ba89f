import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs, regions, zones } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import type { Actor } from '../../src/server/services/audit/audit-log';
import { clubDetail, clubPage, createClub, updateClub } from '../../src/server/services/clubs/club-service';
import { DomainError } from '../../src/server/services/errors';
import { holdersOfOffice, listRegions } from '../../src/server/services/lookups/lookups';
import { createZone, updateZone, zonePage } from '../../src/server/services/zones/zone-service';
import { createTestDatabase } from '../helpers/test-database';

// The organisation area's business operations, called directly: plain inputs (the acting identity
// included), plain results, domain errors; no HTTP in between.

let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];
let dispose: () => Promise<void>;
const actor: Actor = { userId: null, role: 'CLUBS_PERFORMANCE_EVALUATION', ip: null };

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await seedDemo(db, { clubs: 3, membersPerClub: 2 });
});
afterAll(() => dispose());

/** The kind of domain error an operation refuses with. */
async function refusal(operation: Promise<unknown>): Promise<string> {
  const error = await operation.then(
    () => null,
    (err: unknown) => err,
  );
  return error instanceof DomainError ? error.kind : `not refused: ${String(error)}`;
}

describe('zones', () => {
  it('are created and changed with an audit record, and refused a name taken in their region', async () => {
    const [region] = await listRegions(db, { activeOnly: true });
    const zone = await createZone(db, actor, {
      name: 'Zone Service 1',
      lions_club_region: region!.uuid,
      status: 'ACTIVE',
    });
    expect(zone).toMatchObject({ name: 'Zone Service 1', status: 'ACTIVE', region: { uuid: region!.uuid } });
    const again = createZone(db, actor, {
      name: 'zone service 1',
      lions_club_region: region!.uuid,
      status: 'ACTIVE',
    });
    expect(await refusal(again)).toBe('invalid');
    const changed = await updateZone(db, actor, zone.id, {
      name: 'Zone Service 2',
      lions_club_region: region!.uuid,
      status: 'INACTIVE',
    });
    expect(changed.status).toBe('INACTIVE');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'zone'));
    expect(audit.map((a) => a.action)).toEqual(['zone.create', 'zone.update']);
    expect(
      await refusal(
        updateZone(db, actor, 999_999, { name: 'x', lions_club_region: region!.uuid, status: 'ACTIVE' }),
      ),
    ).toBe('not-found');
    expect((await zonePage(db, 'Zone Service 2')).data.map((z) => z.name)).toEqual(['Zone Service 2']);
  });
});

describe('clubs', () => {
  it('are reached within the acting scope: an officer only their own club', async () => {
    const [own, other] = await db.select({ id: clubs.id, uuid: clubs.uuid }).from(clubs).limit(2);
    const officer = { role: { name: 'CLUB_PRESIDENT' }, club: { id: own!.id } };
    expect((await clubDetail(db, officer, own!.uuid)).uuid).toBe(own!.uuid);
    expect(await refusal(clubDetail(db, officer, other!.uuid))).toBe('not-found');
    expect((await clubPage(db, officer, '')).data.map((c) => c.uuid)).toEqual([own!.uuid]);
    const district = { role: { name: 'DISTRICT_GOVERNOR' }, club: null };
    expect((await clubPage(db, district, '')).meta.total).toBeGreaterThanOrEqual(3);
  });

  it('are created and changed with an audit record', async () => {
    const [zone] = await db
      .select({ id: zones.id })
      .from(zones)
      .innerJoin(regions, eq(regions.id, zones.regionId))
      .limit(1);
    const club = await createClub(db, actor, {
      name: 'Lions Club of Service Tests',
      lions_club_zone_id: zone!.id,
      status: 'ACTIVE',
    });
    const evaluator = { role: { name: 'CLUBS_PERFORMANCE_EVALUATION' }, club: null };
    const changed = await updateClub(db, actor, evaluator, club.uuid, {
      name: 'Lions Club of Service Tests',
      lions_club_zone_id: zone!.id,
      status: 'INACTIVE',
    });
    expect(changed.status).toBe('INACTIVE');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, club.uuid));
    expect(audit.map((a) => a.action)).toEqual(['club.create', 'club.update']);
  });
});

describe('office holders', () => {
  it('are listed for a known role code and refused for an unknown one', async () => {
    expect((await holdersOfOffice(db, 'CLUB_PRESIDENT')).length).toBeGreaterThan(0);
    expect(await refusal(holdersOfOffice(db, 'NOT_A_ROLE'))).toBe('invalid');
  });
});
