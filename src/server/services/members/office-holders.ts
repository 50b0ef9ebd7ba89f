import { and, asc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, members, officeRoleAssignments, officeRoles } from '../../db/schema';
import { containsPattern } from './search-text';

/** Members holding an office role today, optionally filtered by a name search, by display name. */
export async function officeHolders(db: Db, code: string, search = '') {
  const today = colomboDate();
  const rows = await db
    .selectDistinct({ uuid: members.uuid, name: members.displayName, club: clubs.name })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .innerJoin(members, eq(members.id, officeRoleAssignments.memberId))
    .leftJoin(clubs, eq(clubs.id, members.clubId))
    .where(
      and(
        eq(officeRoles.code, code),
        lte(officeRoleAssignments.dateFrom, today),
        gte(officeRoleAssignments.dateTo, today),
        eq(members.status, 'active'),
        search.trim()
          ? or(
              ilike(members.displayName, containsPattern(search)),
              ilike(members.fullName, containsPattern(search)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(members.displayName))
    .limit(100);
  return rows;
}
