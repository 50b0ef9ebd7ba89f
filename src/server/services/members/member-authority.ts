import { and, eq, gte } from 'drizzle-orm';
import { assignableRoles, outranks } from '../../../shared/policy';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { officeRoleAssignments, officeRoles } from '../../db/schema';
import type { ClubActing } from '../clubs/club-scope';
import { forbidden } from '../errors';
import { text } from '../../i18n/text';

/** Whom a request acts as, for changes to members: the role, the club acted for and the member. */
export interface MemberActing extends ClubActing {
  member: { id: number; uuid: string };
}

/** The office codes a member holds today or will hold (a term not yet begun counts too). */
export async function officesOf(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .select({ code: officeRoles.code })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .where(
      and(eq(officeRoleAssignments.memberId, memberId), gte(officeRoleAssignments.dateTo, colomboDate())),
    );
  return [...new Set(rows.map((r) => r.code))];
}

/**
 * Refuses (403) a change to another member unless the acting role outranks every office the member
 * holds: otherwise a zone chairperson could point the administrator's mobile at their own phone and
 * reset the password. A member's own record is theirs to edit (their offices are refused elsewhere).
 */
export async function assertMayChangeMember(
  db: Db,
  actor: { role: string; memberId: number },
  memberId: number,
): Promise<void> {
  if (actor.memberId === memberId) return;
  if (!outranks(actor.role, await officesOf(db, memberId))) {
    throw forbidden(text('members.officeNotOutranked'));
  }
}

/** Refuses (403) office codes the acting role may not grant (policy: assignableRoles). */
export function assertMayAssign(role: string, codes: readonly string[]): void {
  const allowed: readonly string[] = assignableRoles(role);
  const refused = [...new Set(codes.filter((code) => !allowed.includes(code)))];
  if (refused.length > 0) throw forbidden(text('members.mayNotGrantOffice', { offices: refused.join(', ') }));
}
