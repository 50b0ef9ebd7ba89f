import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/schema-texts';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';

/**
 * A signed-in user sets the language of the app for themselves. The row is read under a lock so the
 * audit's old value is the one replaced; choosing the language already held changes and records
 * nothing. The contract has already refused anything but the app's languages (the table's check
 * would too).
 */
export async function changeLanguage(
  db: Db,
  actor: Actor,
  user: { id: number; uuid: string },
  language: Language,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current || current.language === language) return;
    await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: 'language.change',
      entity: 'user',
      entityId: user.uuid,
      before: { language: current.language },
      after: { language },
    });
  });
}
