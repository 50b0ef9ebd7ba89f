import { CLUB_OFFICER_ROLES, ROLE_TABLE, ROLES, isClubOfficerRole, roleScope } from './roles';
import type { Role } from './roles';

// Every role list of the three spec documents, transcribed once, in the order the spec gives it.
// Spec 1 = 1-shell-session-members-clubs-zones.md, spec 2 = 2-monthly-activities.md,
// spec 3 = 3-service-projects.md. Lists the spec states as "the same list minus ..." are computed,
// so a correction to the base list carries over.

function without(roles: readonly Role[], removed: readonly Role[]): readonly Role[] {
  return roles.filter((role) => !removed.includes(role));
}

function intersect(roles: readonly Role[], others: readonly Role[]): readonly Role[] {
  return roles.filter((role) => others.includes(role));
}

// ---------------------------------------------------------------------------------------------
// Monthly activities
// ---------------------------------------------------------------------------------------------

/**
 * Spec 1 section 6 "Activity list (18 roles)" and spec 2 section 2 "The list is open to 18 roles";
 * spec 2 section 2 "View: the same wide list as the list itself".
 */
export const ACTIVITY_LIST_ROLES: readonly Role[] = [
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
  'ZONE_CHAIRPERSON',
  'REGION_CHAIRPERSON',
  'REGION_SECRETARY',
  'REGION_CPE_COORDINATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
  'DISTRICT_GOVERNOR',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'CABINET_SECRETARY',
  'PAST_DISTRICT_GOVERNOR',
  'CABINET_TREASURER',
  'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
  'DISTRICT_LCIF_COORDINATOR',
];

/**
 * Spec 1 section 6 "Activity add and edit, and project review: club president, secretary,
 * treasurer, administrator, CLUBS_PERFORMANCE_EVALUATION"; spec 2 section 2 "Add and edit".
 * Spec 1 section 2.3 calls these "club-level roles"; section 6 holds the list, and it is this one.
 */
export const ACTIVITY_EDIT_ROLES: readonly Role[] = [
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
];

/**
 * Spec 2 section 2 "The evaluator review list: CLUBS_PERFORMANCE_EVALUATION only"; spec 1 section
 * 2.3 "/cpe-activities/monthly: CLUBS_PERFORMANCE_EVALUATION only".
 */
export const ACTIVITY_REVIEW_LIST_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/**
 * Spec 2 section 6 "Only CLUBS_PERFORMANCE_EVALUATION sees the Refresh button, per-line approve and
 * reject, and the activity-level Reject and Approved controls".
 */
export const ACTIVITY_DECISION_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/** Spec 2 section 6 "CLUBS_PERFORMANCE_EVALUATION may delete any activity in the review list". */
export const ACTIVITY_DELETE_ANY_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/**
 * Issue 14 part 4 "The job and its sends are audited and visible to the evaluator": the daily
 * reminder runs and the SMS each queued.
 */
export const REMINDER_LIST_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/**
 * Issue 14 "the zone grid": zone chairpersons (their zone), the region offices (their region) and the
 * district offices (every club). Every office held above a club; the server narrows each to its zone or
 * region.
 */
export const ZONE_GRID_ROLES: readonly Role[] = ROLE_TABLE.filter((role) => role.scope !== 'club').map(
  (role) => role.code,
);

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

/**
 * Spec 1 section 6 "Members create and edit (route guard)": club president, secretary, treasurer,
 * administrator, CLUBS_PERFORMANCE_EVALUATION, region chairperson, global membership coordinator,
 * district governor, zone chairperson, region GMT coordinator.
 */
export const MEMBER_MANAGE_ROUTE_ROLES: readonly Role[] = [
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
  'REGION_CHAIRPERSON',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'DISTRICT_GOVERNOR',
  'ZONE_CHAIRPERSON',
  'REGION_GMT_COORDINATOR',
];

/** Spec 1 section 6 "Member list create/edit button". */
export const MEMBER_MANAGE_BUTTON_ROLES: readonly Role[] = [
  'REGION_CHAIRPERSON',
  'REGION_GMT_COORDINATOR',
  'ZONE_CHAIRPERSON',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CABINET_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
];

/**
 * Who may create and update members on the server: the roles that both see the button and pass
 * the route guard (spec 1 section 6). The two spec lists disagree (DISTRICT_GOVERNOR only passes the
 * guard, CABINET_SECRETARY only sees the button), so neither alone can open the form in the client.
 */
export const MEMBER_MANAGE_ROLES: readonly Role[] = intersect(
  MEMBER_MANAGE_ROUTE_ROLES,
  MEMBER_MANAGE_BUTTON_ROLES,
);

/** Spec 1 section 6 "Drop member". */
export const MEMBER_DROP_ROLES: readonly Role[] = [
  'DISTRICT_GOVERNOR',
  'ZONE_CHAIRPERSON',
  'REGION_CHAIRPERSON',
  'REGION_GMT_COORDINATOR',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
];

/**
 * Who sees members' contact details (mobile, e-mail, birthday, contacts) besides the member: the
 * roles that manage members (create, edit or drop them), club officers only in their own club. The
 * spec shows the details on the list and the info page to everyone; every member holds CLUB_MEMBER,
 * so that would hand the whole district's phone numbers to anyone.
 */
export const MEMBER_CONTACT_ROLES: readonly Role[] = [
  ...MEMBER_MANAGE_ROLES,
  ...MEMBER_DROP_ROLES.filter((role) => !MEMBER_MANAGE_ROLES.includes(role)),
];

/**
 * Spec 1 section 6 "Office-role picker on member create: region chair, region GMT coordinator, club
 * president, secretary, treasurer, the evaluation role, membership coordinator, cabinet secretary".
 * The spec leaves the club administrator out; kept as written.
 */
export const MEMBER_CREATE_OFFICE_ROLE_ROLES: readonly Role[] = [
  'REGION_CHAIRPERSON',
  'REGION_GMT_COORDINATOR',
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUBS_PERFORMANCE_EVALUATION',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'CABINET_SECRETARY',
];

/**
 * Spec 1 section 6 "On edit, the administrative roles are all of these except the club officers":
 * they edit a member's club and office roles.
 */
export const MEMBER_EDIT_ADMINISTRATIVE_ROLES: readonly Role[] = without(
  MEMBER_CREATE_OFFICE_ROLE_ROLES,
  CLUB_OFFICER_ROLES,
);

/** Spec 1 section 6 "ZONE_CHAIRPERSON also sees the club selector" on member edit. */
export const MEMBER_EDIT_CLUB_ROLES: readonly Role[] = [
  ...MEMBER_EDIT_ADMINISTRATIVE_ROLES,
  'ZONE_CHAIRPERSON',
];

// ---------------------------------------------------------------------------------------------
// Clubs
// ---------------------------------------------------------------------------------------------

/**
 * Spec 1 section 6 "Club binding": the four club officer roles are fixed to their own club; "other
 * roles choose any club from a searchable list" (the club pickers of home, members, Monthly Tasks
 * and reports).
 */
export const CLUB_CHOOSER_ROLES: readonly Role[] = without(ROLES, CLUB_OFFICER_ROLES);

// ---------------------------------------------------------------------------------------------

/** Spec 1 section 6 "Clubs list" (route guard of /clubs, spec 1 section 2.3 "club-view roles"). */
export const CLUB_LIST_ROLES: readonly Role[] = [
  'CLUBS_PERFORMANCE_EVALUATION',
  'CLUB_TREASURER',
  'CABINET_SECRETARY',
  'CABINET_TREASURER',
  'REGION_CHAIRPERSON',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
  'DISTRICT_GOVERNOR',
  'ZONE_CHAIRPERSON',
  'REGION_GMT_COORDINATOR',
  'REGION_CPE_COORDINATOR',
  'REGION_GET_COORDINATOR',
  'FIRST_VICE_DISTRICT_GOVERNOR',
  'SECOND_VICE_DISTRICT_GOVERNOR',
  'PAST_DISTRICT_GOVERNOR',
  'REGION_SECRETARY',
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR',
];

/**
 * Spec 1 section 6 "Clubs create and edit: the same list minus club treasurer, the global extension
 * coordinator and the region GET coordinator" (route guard, spec 1 section 2.3 "club-manage roles").
 */
export const CLUB_MANAGE_ROUTE_ROLES: readonly Role[] = without(CLUB_LIST_ROLES, [
  'CLUB_TREASURER',
  'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR',
  'REGION_GET_COORDINATOR',
]);

/**
 * Spec 1 section 6 "Club create and edit buttons: REGION_CHAIRPERSON, CABINET_SECRETARY,
 * REGION_GMT_COORDINATOR, ZONE_CHAIRPERSON, CLUBS_PERFORMANCE_EVALUATION and the district
 * membership-team coordinator".
 */
export const CLUB_MANAGE_BUTTON_ROLES: readonly Role[] = [
  'REGION_CHAIRPERSON',
  'CABINET_SECRETARY',
  'REGION_GMT_COORDINATOR',
  'ZONE_CHAIRPERSON',
  'CLUBS_PERFORMANCE_EVALUATION',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
];

/**
 * Who may create and update clubs on the server: the button roles that also pass the route guard
 * (today every button role does; the intersection keeps it so if either list changes).
 */
export const CLUB_MANAGE_ROLES: readonly Role[] = intersect(
  CLUB_MANAGE_BUTTON_ROLES,
  CLUB_MANAGE_ROUTE_ROLES,
);

// ---------------------------------------------------------------------------------------------
// Zones
// ---------------------------------------------------------------------------------------------

/** Spec 1 section 6 "Zone area: CLUBS_PERFORMANCE_EVALUATION only, else /" (/zone and its list). */
export const ZONE_AREA_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/**
 * Spec 1 section 6 "Zones: create and edit only CLUBS_PERFORMANCE_EVALUATION"; spec 1 section 2.13
 * "'Create New Zone' and the edit pencil are visible only to CLUBS_PERFORMANCE_EVALUATION".
 */
export const ZONE_MANAGE_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

// ---------------------------------------------------------------------------------------------
// Service projects
// ---------------------------------------------------------------------------------------------

/** Spec 3 section 6 "Create a project (button shown; the route guard list is shorter, see below)". */
export const PROJECT_CREATE_BUTTON_ROLES: readonly Role[] = [
  'CLUB_PRESIDENT',
  'CLUB_SECRETARY',
  'CLUB_TREASURER',
  'CLUB_ADMINISTRATOR',
  'REGION_CHAIRPERSON',
  'CLUBS_PERFORMANCE_EVALUATION',
  'REGION_GST_COORDINATOR',
  'CLUB_GST_COORDINATOR',
];

/**
 * Spec 3 section 6 route guard "/projects/create and /projects/edit/{step}/{uuid}: the club officer
 * roles, CLUB_GST_COORDINATOR, REGION_CHAIRPERSON, REGION_GST_COORDINATOR,
 * CLUBS_PERFORMANCE_EVALUATION".
 */
export const PROJECT_MANAGE_ROUTE_ROLES: readonly Role[] = [
  ...CLUB_OFFICER_ROLES,
  'CLUB_GST_COORDINATOR',
  'REGION_CHAIRPERSON',
  'REGION_GST_COORDINATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
];

/**
 * Who may create a project on the server: the button roles that also pass the create route guard.
 * The spec calls the guard list "shorter", yet both lists hold the same eight roles; the
 * intersection stays right whichever of the two is corrected.
 */
export const PROJECT_CREATE_ROLES: readonly Role[] = intersect(
  PROJECT_CREATE_BUTTON_ROLES,
  PROJECT_MANAGE_ROUTE_ROLES,
);

/** Spec 3 section 6 "Edit in PENDING or PROCESSING, types RP and JRP". */
export const PROJECT_EDIT_REGIONAL_ROLES: readonly Role[] = [
  'REGION_CHAIRPERSON',
  'REGION_GST_COORDINATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
];

/**
 * Spec 3 section 6 "Edit in PENDING or PROCESSING, any type: the four club officers,
 * CLUB_GST_COORDINATOR, CLUBS_PERFORMANCE_EVALUATION".
 */
export const PROJECT_EDIT_ANY_TYPE_ROLES: readonly Role[] = [
  ...CLUB_OFFICER_ROLES,
  'CLUB_GST_COORDINATOR',
  'CLUBS_PERFORMANCE_EVALUATION',
];

/** Spec 3 section 6 "Delete a project (not if APPROVED): CLUBS_PERFORMANCE_EVALUATION only". */
export const PROJECT_DELETE_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/**
 * Spec 3 section 6 "Review a SUBMITTED project: REGION_CHAIRPERSON, REGION_CPE_COORDINATOR,
 * REGION_SECRETARY, ZONE_CHAIRPERSON, CLUBS_PERFORMANCE_EVALUATION and one further district
 * membership-team coordinator role (exact name not shown)"; that role is taken to be
 * DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR, the only district membership-team role.
 */
export const PROJECT_REVIEW_ROLES: readonly Role[] = [
  'REGION_CHAIRPERSON',
  'REGION_CPE_COORDINATOR',
  'REGION_SECRETARY',
  'ZONE_CHAIRPERSON',
  'CLUBS_PERFORMANCE_EVALUATION',
  'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
];

/**
 * Spec 3 section 6 "Final approval, approve or reject points, refresh points, adjust points:
 * CLUBS_PERFORMANCE_EVALUATION only".
 */
export const PROJECT_FINAL_APPROVAL_ROLES: readonly Role[] = ['CLUBS_PERFORMANCE_EVALUATION'];

/**
 * The delete actions inside the wizard lists: every role that may edit some project (the edit rule of
 * the project's type then decides, and only while it is a draft). Spec 3 section 6 lists the four club
 * officers "unless APPROVED"; but whoever may add an entry to a draft must be able to take it out
 * again (the CLUB_GST_COORDINATOR, the evaluator, and the region roles on RP and JRP projects, which
 * the officers may not edit), and evidence under review must not change (docs/spec-deviations.md).
 */
export const PROJECT_WIZARD_DELETE_ROLES: readonly Role[] = [
  ...PROJECT_EDIT_ANY_TYPE_ROLES,
  ...PROJECT_EDIT_REGIONAL_ROLES.filter((role) => !PROJECT_EDIT_ANY_TYPE_ROLES.includes(role)),
];

/** Spec 3 section 6 route guard "/projects and /projects/info/{uuid}". */
export const PROJECT_LIST_ROUTE_ROLES: readonly Role[] = [
  ...CLUB_OFFICER_ROLES,
  'CLUB_GST_COORDINATOR',
  'CLUB_MEMBER',
  'ZONE_CHAIRPERSON',
  'REGION_CHAIRPERSON',
  'REGION_SECRETARY',
  'REGION_CPE_COORDINATOR',
  'REGION_GST_COORDINATOR',
  'DISTRICT_GOVERNOR',
  'CLUBS_PERFORMANCE_EVALUATION',
  'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
  'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
  'CABINET_SECRETARY',
];

/**
 * The /review/projects page: every role that can open a project. Spec 3 section 6 guards it to "the
 * club officer roles and CLUBS_PERFORMANCE_EVALUATION", but there it was a placeholder grid; here it
 * is the queue of projects waiting for the caller, and the zone and region levels, and any member
 * named Project Chairman (acting in whatever role reaches the project), have projects waiting too
 * (docs/spec-deviations.md).
 */
export const PROJECT_REVIEW_PAGE_ROLES: readonly Role[] = PROJECT_LIST_ROUTE_ROLES;

/**
 * Issue 14 "enter once, report twice": the MyLion service export of a club's approved projects. The
 * four club officers (their own club; MyLion lets a club's president, secretary and administrator
 * report its service) and the district offices that open the project list (any club). Zone and region
 * offices do not report a club's service to Lions International.
 */
export const PROJECT_MYLION_EXPORT_ROLES: readonly Role[] = PROJECT_LIST_ROUTE_ROLES.filter(
  (role) => isClubOfficerRole(role) || roleScope(role) === 'district',
);
