import { eq } from 'drizzle-orm';
import { zones } from '../../db/schema';
import { notFound } from '../../services/errors';
import { actorOf } from '../../http/request-context';
import { withUniqueFields } from '../../http/unique-violation';
import { recordAudit } from '../../services/audit/audit-log';
import { zoneRows } from '../../services/zones/zone-rows';
import { checkZoneInput, type ZoneInput } from '../../services/zones/zone-writes';
import type { OperationHandler } from '../types';

/** POST /api/zone/create: 'Zone has been created successfully'. */
export const zoneCreate: OperationHandler<{ Body: ZoneInput }> = async (request) => {
  const { db } = request.server;
  const values = await checkZoneInput(db, request.body);
  const zone = await withUniqueFields(
    db.transaction(async (tx) => {
      const [row] = await tx.insert(zones).values(values).returning();
      await recordAudit(tx, actorOf(request), {
        action: 'zone.create',
        entity: 'zone',
        entityId: row!.id,
        after: row,
      });
      return row!;
    }),
  );
  const [data] = await zoneRows(db, { where: eq(zones.id, zone.id) });
  return { status_code: 200, message: 'Zone has been created successfully', data };
};

/** POST /api/zone/update/{id}: 'Zone has been updated successfully'. */
export const zoneUpdate: OperationHandler<{ Params: { id: number }; Body: ZoneInput }> = async (request) => {
  const { db } = request.server;
  const [before] = await db.select().from(zones).where(eq(zones.id, request.params.id));
  if (!before) throw notFound('Zone not found.');
  const values = await checkZoneInput(db, request.body, before.id);
  await withUniqueFields(
    db.transaction(async (tx) => {
      const [after] = await tx
        .update(zones)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(zones.id, before.id))
        .returning();
      await recordAudit(tx, actorOf(request), {
        action: 'zone.update',
        entity: 'zone',
        entityId: before.id,
        before,
        after,
      });
    }),
  );
  const [data] = await zoneRows(db, { where: eq(zones.id, before.id) });
  return { status_code: 200, message: 'Zone has been updated successfully', data };
};
