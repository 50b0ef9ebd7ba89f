import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema';
import { notFound } from '../../services/errors';
import { actorOf } from '../../http/request-context';
import { withUniqueFields } from '../../http/unique-violation';
import { recordAudit } from '../../services/audit/audit-log';
import { clubRows } from '../../services/clubs/club-rows';
import { checkClubInput, type ClubInput } from '../../services/clubs/club-writes';
import type { OperationHandler } from '../types';

/** POST /api/club/create: 'Club has been created successfully'. */
export const clubCreate: OperationHandler<{ Body: ClubInput }> = async (request) => {
  const { db } = request.server;
  const values = await checkClubInput(db, request.body);
  const club = await withUniqueFields(
    db.transaction(async (tx) => {
      const [row] = await tx.insert(clubs).values(values).returning();
      await recordAudit(tx, actorOf(request), {
        action: 'club.create',
        entity: 'club',
        entityId: row!.uuid,
        after: row,
      });
      return row!;
    }),
  );
  const [data] = await clubRows(db, { where: eq(clubs.id, club.id) });
  return { status_code: 200, message: 'Club has been created successfully', data };
};

/** POST /api/club/update/{id}: 'Club has been updated successfully'. */
export const clubUpdate: OperationHandler<{ Params: { id: string }; Body: ClubInput }> = async (request) => {
  const { db } = request.server;
  const [before] = await db.select().from(clubs).where(eq(clubs.uuid, request.params.id));
  if (!before) throw notFound('Club not found.');
  const values = await checkClubInput(db, request.body, before.id);
  await withUniqueFields(
    db.transaction(async (tx) => {
      const [after] = await tx
        .update(clubs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(clubs.id, before.id))
        .returning();
      await recordAudit(tx, actorOf(request), {
        action: 'club.update',
        entity: 'club',
        entityId: before.uuid,
        before,
        after,
      });
    }),
  );
  const [data] = await clubRows(db, { where: eq(clubs.id, before.id) });
  return { status_code: 200, message: 'Club has been updated successfully', data };
};
