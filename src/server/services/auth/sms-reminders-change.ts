import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';

/** Whether the daily reminder SMS reach a user (true unless they turned them off). */
export async function smsRemindersOf(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ smsReminders: users.smsReminders }).from(users).where(eq(users.id, userId));
  return row?.smsReminders ?? true;
}

/**
 * A signed-in user turns the daily reminder SMS on or off for themselves. The row is read under a
 * lock so the audit's old value is the one replaced; setting the value already held records nothing.
 */
export async function changeSmsReminders(
  db: Db,
  actor: Actor,
  user: { id: number; uuid: string },
  enabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ smsReminders: users.smsReminders })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current || current.smsReminders === enabled) return;
    await tx.update(users).set({ smsReminders: enabled, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: 'smsReminders.change',
      entity: 'user',
      entityId: user.uuid,
      before: { sms_reminders: current.smsReminders },
      after: { sms_reminders: enabled },
    });
  });
}
