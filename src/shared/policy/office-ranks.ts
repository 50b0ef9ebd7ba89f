import { CLUB_LEVEL_ROLES, CPE, ROLES, isClubOfficerRole, type Role } from './roles';

/**
 * How offices rank, from a plain member (0) up to the district's administrator. The spec gives no
 * order; this one follows the Lions chain of office: club, zone, region, cabinet and district
 * coordinators, vice governors, the governor, and the evaluation role, which administers the system.
 * It decides who may change whom: editing a member's details, mobile or e-mail (which lead to their
 * password) and granting offices must never reach someone of equal or higher office.
 */
export const OFFICE_RANKS: Readonly<Record<Role, number>> = {
  CLUB_MEMBER: 0,
  CLUB_GST_COORDINATOR: 1,
  CLUB_ADMINISTRATOR: 2,
  CLUB_TREASURER: 2,
  CLUB_SECRETARY: 2,
  CLUB_PRESIDENT: 3,
  ZONE_CHAIRPERSON: 4,
  REGION_SECRETARY: 5,
  REGION_CPE_COORDINATOR: 5,
  REGION_GST_COORDINATOR: 5,
  REGION_GMT_COORDINATOR: 5,
  REGION_GET_COORDINATOR: 5,
  REGION_CHAIRPERSON: 6,
  CABINET_SECRETARY: 7,
  CABINET_TREASURER: 7,
  DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR: 7,
  DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR: 7,
  DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR: 7,
  DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR: 7,
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR': 7,
  DISTRICT_LCIF_COORDINATOR: 7,
  PAST_DISTRICT_GOVERNOR: 8,
  SECOND_VICE_DISTRICT_GOVERNOR: 8,
  FIRST_VICE_DISTRICT_GOVERNOR: 9,
  DISTRICT_GOVERNOR: 10,
  CLUBS_PERFORMANCE_EVALUATION: 11,
};

/** The rank of an office code; an unknown code ranks as high as any, so it is never outranked. */
export function officeRank(code: string): number {
  return (OFFICE_RANKS as Record<string, number>)[code] ?? Number.MAX_SAFE_INTEGER;
}

/**
 * True when acting in `role` outranks every office in `held` (a member with no office is a plain
 * club member): only then may the role edit or drop that member.
 */
export function outranks(role: string, held: readonly string[]): boolean {
  const highest = Math.max(officeRank('CLUB_MEMBER'), ...held.map(officeRank));
  return officeRank(role) > highest;
}

/**
 * The offices a role may grant to a member: offices below its own; a club officer only club offices.
 * The evaluation role grants every office, its own included, so a district can hand the
 * administration over.
 */
export function assignableRoles(role: string): readonly Role[] {
  if (role === CPE) return ROLES;
  const own = officeRank(role);
  const below = ROLES.filter((code) => officeRank(code) < own);
  const clubLevel: readonly string[] = CLUB_LEVEL_ROLES;
  return isClubOfficerRole(role) ? below.filter((code) => clubLevel.includes(code)) : below;
}

/** True when `role` may grant the office `code`. */
export function canAssignRole(role: string, code: string): boolean {
  return assignableRoles(role).includes(code as Role);
}
