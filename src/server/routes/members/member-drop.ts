import { and, eq, gte, lt } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import { members, officeRoleAssignments, users } from '../../db/schema';
import { notFound, validationError } from '../../services/errors';
import { actorOf, requireAuth } from '../../http/request-context';
import { recordAudit } from '../../services/audit/audit-log';
import { cancelPasswordResets } from '../../services/auth/password-reset';
import { revokeAllSessions } from '../../services/auth/sessions';
import { assertMayChangeMember } from '../../services/members/member-authority';
import { inScope } from '../../services/clubs/club-scope';
import type { OperationHandler } from '../types';

/** The day before a YYYY-MM-DD date. */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * POST /api/member/drop/{id}: the member leaves the club and becomes inactive; their office roles end
 * yesterday (roles not yet begun are removed); their sessions end. The member stays, for history.
 */
export const memberDrop: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const auth = requireAuth(request);
  const { db } = request.server;
  const [member] = await db.select().from(members).where(eq(members.uuid, request.params.id));
  if (!member || !inScope(auth, member.clubId)) throw notFound('Member not found.');
  if (member.clubId === null || member.status !== 'active')
    throw validationError({ member: ['The member has already been dropped.'] });
  if (member.id === auth.member.id) throw validationError({ member: ['You cannot drop yourself.'] });
  await assertMayChangeMember(db, { role: auth.role!.name, memberId: auth.member.id }, member.id);

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
    await recordAudit(tx, actorOf(request), {
      action: 'member.drop',
      entity: 'member',
      entityId: member.uuid,
      before: member,
      after,
    });
  });
  return { status_code: 200, message: 'Member has been dropped successfully' };
};
