import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { CLUB_OFFICER_ROLES } from '../../../shared/policy/roles';
import { officeRoleAssignments, officeRoles, users } from '../../db/schema';

/**
 * The condition of a club officer's office held on `today` by an active user: one of the four club
 * officer roles, its dates around `today`. For a select joining office_role_assignments to office_roles
 * and users; who is reminded of a report and who is texted about a decision are the same people.
 */
export function officerHeldOn(today: string) {
  return and(
    inArray(officeRoles.code, [...CLUB_OFFICER_ROLES]),
    lte(officeRoleAssignments.dateFrom, today),
    gte(officeRoleAssignments.dateTo, today),
    eq(users.status, 'active'),
  );
}
