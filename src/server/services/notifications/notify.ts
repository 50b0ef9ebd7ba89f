import type { Tx } from '../../db/database';
import { notifications, type NotificationKind } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';

/** What a notification says about a club's report or project. */
export interface NotificationInput {
  clubId: number;
  kind: NotificationKind;
  entity: 'activity' | 'project';
  /** The report's or project's uuid; null for a reminder of a report not yet filed. */
  entityUuid: string | null;
  activityKey?: string | null;
  /** The month, year, line or project title its text names. */
  details: Record<string, string | number>;
  reason?: string | null;
}

/** The calendar year of a report's month ('01'..'12') in a Lions year (July to June). */
export function calendarYear(month: string, lionsYear: number): number {
  return Number(month) >= 7 ? lionsYear : lionsYear + 1;
}

/**
 * Tells a club's officers what happened (the bell). Call it inside the transaction of the decision
 * that causes it: a rolled-back decision then leaves no notification behind. Audited like any write.
 */
export async function notifyClub(tx: Tx, actor: Actor, input: NotificationInput): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      clubId: input.clubId,
      kind: input.kind,
      entity: input.entity,
      entityUuid: input.entityUuid,
      activityKey: input.activityKey ?? null,
      details: input.details,
      reason: input.reason ?? null,
    })
    .returning();
  await recordAudit(tx, actor, {
    action: 'notification.create',
    entity: 'notification',
    entityId: row!.id,
    after: row,
  });
  return row!.id;
}
