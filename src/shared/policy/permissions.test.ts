import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_NAMES, can, canSeeContacts, rolesFor } from './permissions';
import type { Permission } from './permissions';
import { ROLES } from './roles';

/** The roles `can` answers true for, sorted, so the expectation can be written in any order. */
function granted(permission: Permission): string[] {
  return ROLES.filter((role) => can(role, permission)).sort();
}

const sorted = (roles: readonly string[]): string[] => [...roles].sort();

const EVALUATOR = ['CLUBS_PERFORMANCE_EVALUATION'];
const OFFICERS = ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_TREASURER', 'CLUB_ADMINISTRATOR'];

describe('the permission table', () => {
  it('names exactly these permissions', () => {
    expect(sorted(PERMISSION_NAMES)).toEqual(
      sorted([
        'home.view',
        'profile.view',
        'reports.view',
        'member.list',
        'member.view',
        'member.create',
        'member.update',
        'member.route.manage',
        'member.drop',
        'member.viewContacts',
        'member.assignOfficeRoles',
        'member.editAdministrative',
        'member.editClub',
        'club.choose',
        'club.list',
        'club.route.manage',
        'club.create',
        'club.update',
        'zone.view',
        'zone.create',
        'zone.update',
        'activity.zoneGrid',
        'activity.standings',
        'review.duplicateClaims',
        'activity.list',
        'activity.view',
        'activity.add',
        'activity.edit',
        'activity.review',
        'review.waiting',
        'reminder.list',
        'activity.decide',
        'activity.deleteAny',
        'activity.deleteRejected',
        'project.list',
        'project.view',
        'project.create',
        'project.route.manage',
        'project.editRegional',
        'project.editAny',
        'project.delete',
        'project.review',
        'project.approve',
        'project.points',
        'project.wizardDelete',
        'project.reviewPage',
        'project.mylionExport',
      ]),
    );
  });

  it('grants the evaluator every permission', () => {
    const denied = PERMISSION_NAMES.filter((permission) => !can('CLUBS_PERFORMANCE_EVALUATION', permission));
    expect(denied).toEqual([]);
  });
});

describe('can with no usable role', () => {
  it('is false for null, undefined, empty and unknown roles, even for "any"', () => {
    for (const role of [null, undefined, '', 'ADMIN', 'club_president']) {
      expect(can(role, 'home.view')).toBe(false);
      expect(can(role, 'activity.list')).toBe(false);
    }
  });
});

describe('any logged-in role (spec 1 s6: reports, members list, member info, profile, home)', () => {
  it.each(['home.view', 'profile.view', 'reports.view', 'member.list', 'member.view'] as const)(
    '%s is granted to all 26 roles',
    (permission) => {
      expect(PERMISSIONS[permission]).toBe('any');
      expect(granted(permission)).toHaveLength(26);
      expect(can('CLUB_MEMBER', permission)).toBe(true);
      expect(can('DISTRICT_LCIF_COORDINATOR', permission)).toBe(true);
    },
  );
});

describe('members', () => {
  it("contact details: the member, the roles that manage members, never a plain member's", () => {
    expect(canSeeContacts('CLUB_MEMBER', false)).toBe(false);
    expect(canSeeContacts('CLUB_MEMBER', true)).toBe(true);
    expect(canSeeContacts('CABINET_TREASURER', false)).toBe(false);
    expect(rolesFor('member.viewContacts')).toEqual([
      ...rolesFor('member.update'),
      ...rolesFor('member.drop').filter((r) => !rolesFor('member.update').includes(r)),
    ]);
    expect(canSeeContacts('DISTRICT_GOVERNOR', false)).toBe(true);
    expect(canSeeContacts('CLUB_SECRETARY', false)).toBe(true);
  });

  it('create and update: guard roles that also see the button', () => {
    const expected = sorted([
      ...OFFICERS,
      'CLUBS_PERFORMANCE_EVALUATION',
      'REGION_CHAIRPERSON',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'ZONE_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
    ]);
    expect(granted('member.create')).toEqual(expected);
    expect(granted('member.update')).toEqual(expected);
    // Passes the guard but sees no button:
    expect(can('DISTRICT_GOVERNOR', 'member.route.manage')).toBe(true);
    expect(can('DISTRICT_GOVERNOR', 'member.create')).toBe(false);
    // Sees the button but fails the guard:
    expect(can('CABINET_SECRETARY', 'member.route.manage')).toBe(false);
    expect(can('CABINET_SECRETARY', 'member.update')).toBe(false);
  });

  it('route guard: the ten roles of spec 1 s6', () => {
    expect(granted('member.route.manage')).toEqual(
      sorted([
        ...OFFICERS,
        'CLUBS_PERFORMANCE_EVALUATION',
        'REGION_CHAIRPERSON',
        'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
        'DISTRICT_GOVERNOR',
        'ZONE_CHAIRPERSON',
        'REGION_GMT_COORDINATOR',
      ]),
    );
  });

  it('drop: no club officer may drop', () => {
    expect(granted('member.drop')).toEqual(
      sorted([
        'DISTRICT_GOVERNOR',
        'ZONE_CHAIRPERSON',
        'REGION_CHAIRPERSON',
        'REGION_GMT_COORDINATOR',
        'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
        'CLUBS_PERFORMANCE_EVALUATION',
      ]),
    );
    expect(can('CLUB_PRESIDENT', 'member.drop')).toBe(false);
  });

  it('office-role picker on create: the club administrator is not in the spec list', () => {
    expect(granted('member.assignOfficeRoles')).toEqual(
      sorted([
        'REGION_CHAIRPERSON',
        'REGION_GMT_COORDINATOR',
        'CLUB_PRESIDENT',
        'CLUB_SECRETARY',
        'CLUB_TREASURER',
        'CLUBS_PERFORMANCE_EVALUATION',
        'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
        'CABINET_SECRETARY',
      ]),
    );
    expect(can('CLUB_ADMINISTRATOR', 'member.assignOfficeRoles')).toBe(false);
  });

  it('administrative edit: the picker roles except club officers; club selector adds the zone chair', () => {
    const administrative = [
      'REGION_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'CABINET_SECRETARY',
    ];
    expect(granted('member.editAdministrative')).toEqual(sorted(administrative));
    expect(granted('member.editClub')).toEqual(sorted([...administrative, 'ZONE_CHAIRPERSON']));
    expect(can('CLUB_PRESIDENT', 'member.editAdministrative')).toBe(false);
    expect(can('ZONE_CHAIRPERSON', 'member.editAdministrative')).toBe(false);
    expect(can('ZONE_CHAIRPERSON', 'member.editClub')).toBe(true);
  });
});

describe('clubs', () => {
  it('the club treasurer may list clubs but not create or edit them', () => {
    expect(can('CLUB_TREASURER', 'club.list')).toBe(true);
    expect(can('CLUB_TREASURER', 'club.route.manage')).toBe(false);
    expect(can('CLUB_TREASURER', 'club.create')).toBe(false);
  });

  it('the other club officers may not even list clubs (spec 1 s6 clubs list)', () => {
    for (const role of ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_ADMINISTRATOR', 'CLUB_MEMBER']) {
      expect(can(role, 'club.list'), role).toBe(false);
    }
  });

  it('list: 19 roles', () => {
    expect(granted('club.list')).toEqual(
      sorted([
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
      ]),
    );
  });

  it('route guard for create/edit: the list minus club treasurer, GET coordinators', () => {
    const guard = granted('club.route.manage');
    expect(guard).toHaveLength(16);
    expect(guard).not.toContain('CLUB_TREASURER');
    expect(guard).not.toContain('DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR');
    expect(guard).not.toContain('REGION_GET_COORDINATOR');
    expect(guard).toContain('FIRST_VICE_DISTRICT_GOVERNOR');
  });

  it('create and update on the server: the six button roles only', () => {
    const expected = sorted([
      'REGION_CHAIRPERSON',
      'CABINET_SECRETARY',
      'REGION_GMT_COORDINATOR',
      'ZONE_CHAIRPERSON',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
    ]);
    expect(granted('club.create')).toEqual(expected);
    expect(granted('club.update')).toEqual(expected);
    // Passes the route guard, but the stricter button list rules on the server.
    expect(can('DISTRICT_GOVERNOR', 'club.route.manage')).toBe(true);
    expect(can('DISTRICT_GOVERNOR', 'club.update')).toBe(false);
  });
});

describe('zones (spec 1 s6: evaluator only)', () => {
  it.each(['zone.view', 'zone.create', 'zone.update'] as const)('%s', (permission) => {
    expect(granted(permission)).toEqual(EVALUATOR);
  });
});

describe('monthly activities', () => {
  it('list and view: the 18 roles', () => {
    const expected = sorted([
      ...OFFICERS,
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
    ]);
    expect(granted('activity.list')).toEqual(expected);
    expect(granted('activity.view')).toEqual(expected);
    expect(can('CLUB_MEMBER', 'activity.list')).toBe(false);
    expect(can('FIRST_VICE_DISTRICT_GOVERNOR', 'activity.view')).toBe(false);
  });

  it('add and edit: the officers and the evaluator', () => {
    const expected = sorted([...OFFICERS, 'CLUBS_PERFORMANCE_EVALUATION']);
    expect(granted('activity.add')).toEqual(expected);
    expect(granted('activity.edit')).toEqual(expected);
    expect(can('DISTRICT_GOVERNOR', 'activity.add')).toBe(false);
  });

  it('review list, decisions and delete-any: evaluator only', () => {
    expect(granted('activity.review')).toEqual(EVALUATOR);
    expect(granted('review.waiting')).toEqual(EVALUATOR);
    expect(granted('reminder.list')).toEqual(EVALUATOR);
    expect(granted('activity.decide')).toEqual(EVALUATOR);
    expect(granted('activity.deleteAny')).toEqual(EVALUATOR);
    expect(granted('review.duplicateClaims')).toEqual(EVALUATOR);
  });

  it('zone grid (issue 14): every office above a club, none of the club roles', () => {
    const grid = granted('activity.zoneGrid');
    expect(grid).toHaveLength(20);
    expect(grid).toContain('ZONE_CHAIRPERSON');
    expect(grid).toContain('REGION_GET_COORDINATOR');
    expect(grid).toContain('DISTRICT_LCIF_COORDINATOR');
    for (const role of [...OFFICERS, 'CLUB_GST_COORDINATOR', 'CLUB_MEMBER']) expect(grid).not.toContain(role);
  });

  it("standings (issue 14): the zone grid's offices", () => {
    expect(granted('activity.standings')).toEqual(granted('activity.zoneGrid'));
  });

  it('deleting a REJECTED activity: the roles that file activities', () => {
    expect(granted('activity.deleteRejected')).toEqual(sorted([...OFFICERS, 'CLUBS_PERFORMANCE_EVALUATION']));
  });
});

describe('service projects', () => {
  it('list and view: the 16 roles of the route guard', () => {
    const expected = sorted([
      ...OFFICERS,
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
    ]);
    expect(granted('project.list')).toEqual(expected);
    expect(granted('project.view')).toEqual(expected);
    expect(can('DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR', 'project.list')).toBe(false);
  });

  it('create and the create/edit route guard: the same eight roles', () => {
    const expected = sorted([
      ...OFFICERS,
      'CLUB_GST_COORDINATOR',
      'REGION_CHAIRPERSON',
      'REGION_GST_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
    ]);
    expect(granted('project.create')).toEqual(expected);
    expect(granted('project.route.manage')).toEqual(expected);
  });

  it('edit RP/JRP and edit any type', () => {
    expect(granted('project.editRegional')).toEqual(
      sorted(['REGION_CHAIRPERSON', 'REGION_GST_COORDINATOR', 'CLUBS_PERFORMANCE_EVALUATION']),
    );
    expect(granted('project.editAny')).toEqual(
      sorted([...OFFICERS, 'CLUB_GST_COORDINATOR', 'CLUBS_PERFORMANCE_EVALUATION']),
    );
    expect(can('REGION_CHAIRPERSON', 'project.editAny')).toBe(false);
  });

  it('delete, final approval and points: evaluator only', () => {
    expect(granted('project.delete')).toEqual(EVALUATOR);
    expect(granted('project.approve')).toEqual(EVALUATOR);
    expect(granted('project.points')).toEqual(EVALUATOR);
  });

  it('review a SUBMITTED project', () => {
    expect(granted('project.review')).toEqual(
      sorted([
        'REGION_CHAIRPERSON',
        'REGION_CPE_COORDINATOR',
        'REGION_SECRETARY',
        'ZONE_CHAIRPERSON',
        'CLUBS_PERFORMANCE_EVALUATION',
        'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      ]),
    );
    expect(can('CLUB_PRESIDENT', 'project.review')).toBe(false);
  });

  it('wizard list deletes: every role that may edit some project (the type rule then decides)', () => {
    expect(granted('project.wizardDelete')).toEqual(
      sorted([
        ...OFFICERS,
        'CLUB_GST_COORDINATOR',
        'CLUBS_PERFORMANCE_EVALUATION',
        'REGION_CHAIRPERSON',
        'REGION_GST_COORDINATOR',
      ]),
    );
  });

  it('/review/projects page: every role that can open a project', () => {
    expect(granted('project.reviewPage')).toEqual(granted('project.view'));
  });
});

describe('rolesFor', () => {
  it('spells out "any" as all 26 roles', () => {
    expect(rolesFor('home.view')).toHaveLength(26);
  });

  it('gives the granted roles of a list permission', () => {
    expect(rolesFor('zone.create')).toEqual(EVALUATOR);
  });
});
