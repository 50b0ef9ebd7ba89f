/** The 26 role codes, in the order of spec 1 section 6 ("Roles"). */
export const ROLES = [
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
  'CLUB_GST_COORDINATOR',
  'CLUB_MEMBER',
  'ZONE_CHAIRPERSON',
  'REGION_CHAIRPERSON',
  'REGION_SECRETARY',
  'REGION_CPE_COORDINATOR',
  'REGION_GST_COORDINATOR',
  'REGION_GMT_COORDINATOR',
  'REGION_GET_COORDINATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
  'DISTRICT_GOVERNOR',
  'FIRST_VICE_DISTRICT_GOVERNOR',
  'SECOND_VICE_DISTRICT_GOVERNOR',
  'PAST_DISTRICT_GOVERNOR',
  'CABINET_SECRETARY',
  'CABINET_TREASURER',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR',
  'DISTRICT_LCIF_COORDINATOR',
] as const;

/** One of the 26 role codes; the value of the `role` request header. */
export type Role = (typeof ROLES)[number];

const roleSet: ReadonlySet<string> = new Set(ROLES);

/** True when the value is exactly one of the 26 role codes (case matters, as in the header). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && roleSet.has(value);
}

/**
 * The administrative role (spec 1 section 1): the only one that manages zones, gives final approval
 * and decides on activities and points.
 */
export const CPE = 'CLUBS_PERFORMANCE_EVALUATION' satisfies Role;

/**
 * The four club officer roles, bound to their own club (spec 1 section 6 "Club binding", spec 2
 * section 6, spec 3 section 6); every other role chooses a club from a list.
 */
export const CLUB_OFFICER_ROLES = [
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
] as const satisfies readonly Role[];

/** One of the four club officer roles. */
export type ClubOfficerRole = (typeof CLUB_OFFICER_ROLES)[number];

/** True for the four club officer roles, whose `club` header must be their own club. */
export function isClubOfficerRole(role: unknown): role is ClubOfficerRole {
  return (CLUB_OFFICER_ROLES as readonly unknown[]).includes(role);
}

/**
 * Roles whose office-role assignment belongs to a club (the assignment row carries a club id): the
 * four officers, the club GST coordinator and the plain member.
 */
export const CLUB_LEVEL_ROLES = [
  ...CLUB_OFFICER_ROLES,
  'CLUB_GST_COORDINATOR',
  'CLUB_MEMBER',
] as const satisfies readonly Role[];

/** The home greeting's form of a role code: every underscore becomes a space (spec 1 section 1). */
export function roleLabel(role: string): string {
  return role.replaceAll('_', ' ');
}
