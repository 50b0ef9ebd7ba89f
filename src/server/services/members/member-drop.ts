import { and, eq, gte, lt } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { members, officeRoleAssignments, users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { cancelPasswordResets } from '../auth/password-reset';
import { revokeAllSessions } from '../auth/sessions';
import { inScope } from '../clubs/club-scope';
import { notFound, validationError } from '../errors';
import { assertMayChangeMember, type MemberActing } from './member-authority';
import { text } from '../../i18n/text';

/** The day before a YYYY-MM-DD date. */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Drops a member within the acting scope: they leave the club and become inactive; their office roles
 * end yesterday (roles not yet begun are removed); their sessions and reset links end. Only a role
 * that outranks every office they hold may; nobody drops themselves. The member stays, for history.
 */
export async function dropMember(db: Db, actor: Actor, acting: MemberActing, uuid: string): Promise<void> {
  const [member] = await db.select().from(members).where(eq(members.uuid, uuid));
  if (!member || !inScope(acting, member.clubId)) throw notFound(text('members.notFound'));
  if (member.clubId === null || member.status !== 'active')
    throw validationError({ member: [text('members.alreadyDropped')] });
  if (member.id === acting.member.id) throw validationError({ member: [text('members.cannotDropYourself')] });
  await assertMayChangeMember(db, { role: acting.role?.name ?? '', memberId: acting.member.id }, member.id);

  const today = colomboDate();
  const yesterday = dayBefore(today);
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(members)
      .set({
        clubId: null,
        droppedFromClubId: member.clubId,
        droppedAt: today,
        status: 'inactive',
        updatedAt: new Date(),
      })
      .where(eq(members.id, member.id))
      .returning();
    await tx
      .delete(officeRoleAssignments)
      .where(and(eq(officeRoleAssignments.memberId, member.id), gte(officeRoleAssignments.dateFrom, today)));
    await tx
      .update(officeRoleAssignments)
      .set({ dateTo: yesterday, updatedAt: new Date() })
      .where(
        and(
          eq(officeRoleAssignments.memberId, member.id),
          lt(officeRoleAssignments.dateFrom, today),
          gte(officeRoleAssignments.dateTo, today),
        ),
      );
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.memberId, member.id));
    if (user) {
      await revokeAllSessions(tx, user.id);
      await cancelPasswordResets(tx, user.id);
    }
    await recordAudit(tx, actor, {
      action: 'member.drop',
      entity: 'member',
      entityId: member.uuid,
      before: member,
      after,
    });
  });
}
