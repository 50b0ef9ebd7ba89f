import { count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { regions, zones } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { notFound } from '../errors';
import { containsPattern } from '../members/search-text';
import { pageMeta, pageWindow } from '../pagination';
import { withUniqueFields } from '../unique-fields';
import { zoneRows } from './zone-rows';
import { checkZoneInput, type ZoneInput } from './zone-writes';
import { text } from '../../i18n/text';

/** A page of zones whose own or region's name contains the search, with the page meta. */
export async function zonePage(db: Db, search: string, pageNumber?: number) {
  const text = search.trim();
  const where = text
    ? or(ilike(zones.name, containsPattern(text)), ilike(regions.name, containsPattern(text)))
    : undefined;
  const { page, offset, limit } = pageWindow(pageNumber);
  const [total] = await db
    .select({ n: count() })
    .from(zones)
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(where);
  const data = await zoneRows(db, { where, limit, offset });
  return { data, meta: pageMeta(total?.n ?? 0, page) };
}

/** One zone as the screens show it; not found for an unknown id. */
export async function zoneDetail(db: Db, zoneId: number) {
  const [zone] = await zoneRows(db, { where: eq(zones.id, zoneId) });
  if (!zone) throw notFound(text('zones.notFound'));
  return zone;
}

/** Creates a zone from its form (checked: a unique name in an existing region), audited. */
export async function createZone(db: Db, actor: Actor, input: ZoneInput) {
  const values = await checkZoneInput(db, input);
  const zone = await withUniqueFields(
    db.transaction(async (tx) => {
      const [row] = await tx.insert(zones).values(values).returning();
      await recordAudit(tx, actor, { action: 'zone.create', entity: 'zone', entityId: row!.id, after: row });
      return row!;
    }),
  );
  return zoneDetail(db, zone.id);
}

/** Changes a zone from its form, audited with the row before and after; not found for an unknown id. */
export async function updateZone(db: Db, actor: Actor, zoneId: number, input: ZoneInput) {
  const [before] = await db.select().from(zones).where(eq(zones.id, zoneId));
  if (!before) throw notFound(text('zones.notFound'));
  const values = await checkZoneInput(db, input, before.id);
  await withUniqueFields(
    db.transaction(async (tx) => {
      const [after] = await tx
        .update(zones)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(zones.id, before.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'zone.update',
        entity: 'zone',
        entityId: before.id,
        before,
        after,
      });
    }),
  );
  return zoneDetail(db, before.id);
}
