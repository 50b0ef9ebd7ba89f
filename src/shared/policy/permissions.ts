import {
  ACTIVITY_DECISION_ROLES,
  ACTIVITY_DELETE_ANY_ROLES,
  ACTIVITY_EDIT_ROLES,
  ACTIVITY_LIST_ROLES,
  ACTIVITY_REVIEW_LIST_ROLES,
  CLUB_CHOOSER_ROLES,
  CLUB_LIST_ROLES,
  CLUB_MANAGE_ROLES,
  CLUB_MANAGE_ROUTE_ROLES,
  MEMBER_CONTACT_ROLES,
  MEMBER_CREATE_OFFICE_ROLE_ROLES,
  MEMBER_DROP_ROLES,
  MEMBER_EDIT_ADMINISTRATIVE_ROLES,
  MEMBER_EDIT_CLUB_ROLES,
  MEMBER_MANAGE_ROLES,
  MEMBER_MANAGE_ROUTE_ROLES,
  PROJECT_CREATE_ROLES,
  PROJECT_DELETE_ROLES,
  PROJECT_EDIT_ANY_TYPE_ROLES,
  PROJECT_EDIT_REGIONAL_ROLES,
  PROJECT_FINAL_APPROVAL_ROLES,
  PROJECT_LIST_ROUTE_ROLES,
  PROJECT_MANAGE_ROUTE_ROLES,
  PROJECT_MYLION_EXPORT_ROLES,
  PROJECT_REVIEW_PAGE_ROLES,
  PROJECT_REVIEW_ROLES,
  PROJECT_WIZARD_DELETE_ROLES,
  REMINDER_LIST_ROLES,
  ZONE_AREA_ROLES,
  ZONE_GRID_ROLES,
  ZONE_MANAGE_ROLES,
} from './role-sets';
import { ROLES, isRole } from './roles';
import type { Role } from './roles';

/** 'any' grants a permission to every logged-in role. */
export type Grant = readonly Role[] | 'any';

/**
 * Who may do what: the one table behind the server's checks, the client's route guards, its menus
 * and which buttons show. Where the spec gives a button list and a route guard list for one action,
 * the `.route.*` permission is the guard and the action permission is the stricter of the two.
 */
export const PERMISSIONS = {
  'home.view': 'any',
  'profile.view': 'any',
  'reports.view': 'any',

  'member.list': 'any',
  'member.view': 'any',
  'member.create': MEMBER_MANAGE_ROLES,
  'member.update': MEMBER_MANAGE_ROLES,
  'member.route.manage': MEMBER_MANAGE_ROUTE_ROLES,
  'member.drop': MEMBER_DROP_ROLES,
  'member.viewContacts': MEMBER_CONTACT_ROLES,
  'member.assignOfficeRoles': MEMBER_CREATE_OFFICE_ROLE_ROLES,
  'member.editAdministrative': MEMBER_EDIT_ADMINISTRATIVE_ROLES,
  'member.editClub': MEMBER_EDIT_CLUB_ROLES,

  'club.choose': CLUB_CHOOSER_ROLES,
  'club.list': CLUB_LIST_ROLES,
  'club.route.manage': CLUB_MANAGE_ROUTE_ROLES,
  'club.create': CLUB_MANAGE_ROLES,
  'club.update': CLUB_MANAGE_ROLES,

  'zone.view': ZONE_AREA_ROLES,
  'zone.create': ZONE_MANAGE_ROLES,
  'zone.update': ZONE_MANAGE_ROLES,

  'activity.list': ACTIVITY_LIST_ROLES,
  'activity.view': ACTIVITY_LIST_ROLES,
  'activity.add': ACTIVITY_EDIT_ROLES,
  'activity.edit': ACTIVITY_EDIT_ROLES,
  'activity.review': ACTIVITY_REVIEW_LIST_ROLES,
  // Issue 16: the evaluator's home counts what waits for review; whoever has the review list.
  'review.waiting': ACTIVITY_REVIEW_LIST_ROLES,
  'reminder.list': REMINDER_LIST_ROLES,
  'activity.decide': ACTIVITY_DECISION_ROLES,
  'activity.deleteAny': ACTIVITY_DELETE_ANY_ROLES,
  // Spec 2 s6 "others only REJECTED ones" names no list; the roles that file activities are the
  // ones who can own a rejected one.
  'activity.deleteRejected': ACTIVITY_EDIT_ROLES,
  // Issue 14: a month's reports of every club in reach, by zone; the server narrows to zone or region.
  'activity.zoneGrid': ZONE_GRID_ROLES,
  // Issue 14: the Lions year's standings, for the same offices and narrowed the same way.
  'activity.standings': ZONE_GRID_ROLES,
  // Issue 14: the duplicate-claim flags on the points panels (reports and projects), for who decides.
  'review.duplicateClaims': ACTIVITY_DECISION_ROLES,

  'project.list': PROJECT_LIST_ROUTE_ROLES,
  'project.view': PROJECT_LIST_ROUTE_ROLES,
  'project.create': PROJECT_CREATE_ROLES,
  'project.route.manage': PROJECT_MANAGE_ROUTE_ROLES,
  'project.editRegional': PROJECT_EDIT_REGIONAL_ROLES,
  'project.editAny': PROJECT_EDIT_ANY_TYPE_ROLES,
  'project.delete': PROJECT_DELETE_ROLES,
  'project.review': PROJECT_REVIEW_ROLES,
  'project.approve': PROJECT_FINAL_APPROVAL_ROLES,
  'project.points': PROJECT_FINAL_APPROVAL_ROLES,
  'project.wizardDelete': PROJECT_WIZARD_DELETE_ROLES,
  'project.reviewPage': PROJECT_REVIEW_PAGE_ROLES,
  // Issue 14: a club's approved projects of a month in MyLion's columns; officers only for their club.
  'project.mylionExport': PROJECT_MYLION_EXPORT_ROLES,
} as const satisfies Record<string, Grant>;

/** A permission name, e.g. 'member.create'. */
export type Permission = keyof typeof PERMISSIONS;

/** Every permission name, in table order. */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** True when the role is one of the 26 codes and the permission grants it; false for no role. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isRole(role)) return false;
  const grant: Grant = PERMISSIONS[permission];
  return grant === 'any' || grant.includes(role);
}

/** The roles a permission grants, with 'any' spelled out as all 26 roles. */
export function rolesFor(permission: Permission): readonly Role[] {
  const grant: Grant = PERMISSIONS[permission];
  return grant === 'any' ? ROLES : grant;
}

/**
 * True when acting in `role` shows a member's contact details (mobile, e-mail, birthday, contacts):
 * the member's own, or a role that manages members (member.viewContacts). Club officers reach only
 * their own club's members at all.
 */
export function canSeeContacts(role: string | null | undefined, self: boolean): boolean {
  return self || can(role, 'member.viewContacts');
}
