/** Where an office is held: in a club, a zone, a region, or the whole district. */
export type RoleScope = 'club' | 'zone' | 'region' | 'district';

/**
 * The 26 offices, in the order of spec 1 section 6 ("Roles"): code (the `role` header), the name the
 * screens show, and where the office is held. The one role table: the seed, the policy and the
 * server's office assignments all read it.
 */
export const ROLE_TABLE = [
  { code: 'CLUB_PRESIDENT', name: 'Club President', scope: 'club' },
  { code: 'CLUB_SECRETARY', name: 'Club Secretary', scope: 'club' },
  { code: 'CLUB_TREASURER', name: 'Club Treasurer', scope: 'club' },
  { code: 'CLUB_ADMINISTRATOR', name: 'Club Administrator', scope: 'club' },
  { code: 'CLUB_GST_COORDINATOR', name: 'Club GST Coordinator', scope: 'club' },
  { code: 'CLUB_MEMBER', name: 'Club Member', scope: 'club' },
  { code: 'ZONE_CHAIRPERSON', name: 'Zone Chairperson', scope: 'zone' },
  { code: 'REGION_CHAIRPERSON', name: 'Region Chairperson', scope: 'region' },
  { code: 'REGION_SECRETARY', name: 'Region Secretary', scope: 'region' },
  { code: 'REGION_CPE_COORDINATOR', name: 'Region CPE Coordinator', scope: 'region' },
  { code: 'REGION_GST_COORDINATOR', name: 'Region GST Coordinator', scope: 'region' },
  { code: 'REGION_GMT_COORDINATOR', name: 'Region GMT Coordinator', scope: 'region' },
  { code: 'REGION_GET_COORDINATOR', name: 'Region GET Coordinator', scope: 'region' },
  { code: 'CLUBS_PERFORMANCE_EVALUATION', name: 'Clubs Performance Evaluation', scope: 'district' },
  { code: 'DISTRICT_GOVERNOR', name: 'District Governor', scope: 'district' },
  { code: 'FIRST_VICE_DISTRICT_GOVERNOR', name: 'First Vice District Governor', scope: 'district' },
  { code: 'SECOND_VICE_DISTRICT_GOVERNOR', name: 'Second Vice District Governor', scope: 'district' },
  { code: 'PAST_DISTRICT_GOVERNOR', name: 'Past District Governor', scope: 'district' },
  { code: 'CABINET_SECRETARY', name: 'Cabinet Secretary', scope: 'district' },
  { code: 'CABINET_TREASURER', name: 'Cabinet Treasurer', scope: 'district' },
  {
    code: 'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
    name: 'District Global Membership Team Coordinator',
    scope: 'district',
  },
  {
    code: 'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
    name: 'District Global Action Team Coordinator',
    scope: 'district',
  },
  {
    code: 'DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR',
    name: 'District Global Leadership Team Coordinator',
    scope: 'district',
  },
  {
    code: 'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
    name: 'District Global Service Team Coordinator',
    scope: 'district',
  },
  {
    code: 'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR',
    name: 'District Global Extension Team (GET) Coordinator',
    scope: 'district',
  },
  { code: 'DISTRICT_LCIF_COORDINATOR', name: 'District LCIF Coordinator', scope: 'district' },
] as const satisfies readonly { code: string; name: string; scope: RoleScope }[];

/** The 26 role codes, in the order of spec 1 section 6 ("Roles"). */
export const ROLES = ROLE_TABLE.map((role) => role.code);

/** One of the 26 role codes; the value of the `role` request header. */
export type Role = (typeof ROLE_TABLE)[number]['code'];

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

/** Where an office is held (club, zone, region, district); an unknown code, the district. */
export function roleScope(code: string): RoleScope {
  return ROLE_TABLE.find((role) => role.code === code)?.scope ?? 'district';
}

/** The name the screens show for an office code; the code itself for an unknown one. */
export function roleName(code: string): string {
  return ROLE_TABLE.find((role) => role.code === code)?.name ?? code;
}

/**
 * Roles whose office-role assignment belongs to a club (the assignment row carries a club id): the
 * four officers, the club GST coordinator and the plain member.
 */
export const CLUB_LEVEL_ROLES: readonly Role[] = ROLE_TABLE.filter((role) => role.scope === 'club').map(
  (role) => role.code,
);

/**
 * The role every member of a club holds without an office of their own (so every member can sign
 * in); its holders see only the directory of other members.
 */
export const IMPLICIT_ROLE = 'CLUB_MEMBER' satisfies Role;

/** The offices whose holders the chairperson pickers of the activity forms list. */
export const ZONE_CHAIRPERSON = 'ZONE_CHAIRPERSON' satisfies Role;
/** See ZONE_CHAIRPERSON. */
export const REGION_CHAIRPERSON = 'REGION_CHAIRPERSON' satisfies Role;

/** The home greeting's form of a role code: every underscore becomes a space (spec 1 section 1). */
export function roleLabel(role: string): string {
  return role.replaceAll('_', ' ');
}
