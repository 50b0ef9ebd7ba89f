import { describe, expect, it } from 'vitest';
import * as roleSets from './role-sets';
import {
  ACTIVITY_DECISION_ROLES,
  ACTIVITY_DELETE_ANY_ROLES,
  REMINDER_LIST_ROLES,
  ACTIVITY_EDIT_ROLES,
  ACTIVITY_LIST_ROLES,
  ACTIVITY_REVIEW_LIST_ROLES,
  CLUB_LIST_ROLES,
  CLUB_MANAGE_BUTTON_ROLES,
  CLUB_MANAGE_ROLES,
  CLUB_MANAGE_ROUTE_ROLES,
  MEMBER_CREATE_OFFICE_ROLE_ROLES,
  MEMBER_DROP_ROLES,
  MEMBER_EDIT_ADMINISTRATIVE_ROLES,
  MEMBER_EDIT_CLUB_ROLES,
  MEMBER_MANAGE_BUTTON_ROLES,
  MEMBER_MANAGE_ROLES,
  MEMBER_MANAGE_ROUTE_ROLES,
  PROJECT_CREATE_BUTTON_ROLES,
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
  ZONE_AREA_ROLES,
  ZONE_MANAGE_ROLES,
} from './role-sets';
import { isRole } from './roles';

const sorted = (roles: readonly string[]): string[] => [...roles].sort();

const ONLY_EVALUATOR = ['CLUBS_PERFORMANCE_EVALUATION'];

describe('every role set', () => {
  const entries = Object.entries(roleSets) as [string, readonly unknown[]][];

  it('is exported (the module holds only role sets)', () => {
    expect(entries.length).toBe(34);
  });

  it.each(entries)('%s holds only valid role codes', (_name, roles) => {
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.filter((role) => !isRole(role))).toEqual([]);
  });

  it.each(entries)('%s has no duplicates', (_name, roles) => {
    expect(new Set(roles).size).toBe(roles.length);
  });
});

describe('activity list and view (spec 1 s6, spec 2 s2: 18 roles)', () => {
  it('holds exactly the 18 roles of the spec, in its order', () => {
    expect(ACTIVITY_LIST_ROLES).toEqual([
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
    ]);
    expect(ACTIVITY_LIST_ROLES).toHaveLength(18);
  });

  it('leaves out the member, GST coordinators, vice governors and extension roles', () => {
    for (const role of [
      'CLUB_MEMBER',
      'CLUB_GST_COORDINATOR',
      'REGION_GST_COORDINATOR',
      'REGION_GMT_COORDINATOR',
      'REGION_GET_COORDINATOR',
      'FIRST_VICE_DISTRICT_GOVERNOR',
      'SECOND_VICE_DISTRICT_GOVERNOR',
      'DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR',
    ]) {
      expect(ACTIVITY_LIST_ROLES).not.toContain(role);
    }
  });
});

describe('activity add and edit (spec 1 s6, spec 2 s2)', () => {
  it('is the four club officers and the evaluator', () => {
    expect(ACTIVITY_EDIT_ROLES).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
    ]);
  });
});

describe('evaluator-only activity sets (spec 2 s2 and s6)', () => {
  it('review list, decisions and delete-any are the evaluator only', () => {
    expect(ACTIVITY_REVIEW_LIST_ROLES).toEqual(ONLY_EVALUATOR);
    expect(ACTIVITY_DECISION_ROLES).toEqual(ONLY_EVALUATOR);
    expect(ACTIVITY_DELETE_ANY_ROLES).toEqual(ONLY_EVALUATOR);
    expect(REMINDER_LIST_ROLES).toEqual(ONLY_EVALUATOR);
  });
});

describe('members create/edit route guard (spec 1 s6)', () => {
  it('holds the ten roles of the spec', () => {
    expect(MEMBER_MANAGE_ROUTE_ROLES).toEqual([
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
    ]);
  });
});

describe('member list create/edit button (spec 1 s6)', () => {
  it('holds the ten roles of the spec', () => {
    expect(MEMBER_MANAGE_BUTTON_ROLES).toEqual([
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
    ]);
  });
});

describe('member create/update on the server (button and guard)', () => {
  it('drops the district governor (guard only) and the cabinet secretary (button only)', () => {
    expect(sorted(MEMBER_MANAGE_ROLES)).toEqual([
      'CLUBS_PERFORMANCE_EVALUATION',
      'CLUB_ADMINISTRATOR',
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'REGION_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
      'ZONE_CHAIRPERSON',
    ]);
  });
});

describe('drop member (spec 1 s6)', () => {
  it('holds the six roles of the spec', () => {
    expect(MEMBER_DROP_ROLES).toEqual([
      'DISTRICT_GOVERNOR',
      'ZONE_CHAIRPERSON',
      'REGION_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
    ]);
  });
});

describe('office-role picker on member create (spec 1 s6)', () => {
  it('holds the eight roles of the spec, without the club administrator', () => {
    expect(MEMBER_CREATE_OFFICE_ROLE_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'CABINET_SECRETARY',
    ]);
  });
});

describe('member edit administrative roles (spec 1 s6: the picker roles except the club officers)', () => {
  it('edit club and office roles', () => {
    expect(MEMBER_EDIT_ADMINISTRATIVE_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'CABINET_SECRETARY',
    ]);
  });

  it('plus the zone chairperson see the club selector', () => {
    expect(MEMBER_EDIT_CLUB_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'REGION_GMT_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      'CABINET_SECRETARY',
      'ZONE_CHAIRPERSON',
    ]);
  });
});

describe('clubs list route guard (spec 1 s6)', () => {
  it('holds the 19 roles of the spec', () => {
    expect(CLUB_LIST_ROLES).toEqual([
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
    ]);
  });
});

describe('clubs create/edit route guard (spec 1 s6: the list minus three roles)', () => {
  it('holds the 16 remaining roles', () => {
    expect(CLUB_MANAGE_ROUTE_ROLES).toEqual([
      'CLUBS_PERFORMANCE_EVALUATION',
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
      'FIRST_VICE_DISTRICT_GOVERNOR',
      'SECOND_VICE_DISTRICT_GOVERNOR',
      'PAST_DISTRICT_GOVERNOR',
      'REGION_SECRETARY',
    ]);
  });
});

describe('club create/edit buttons (spec 1 s6)', () => {
  it('holds the six roles of the spec', () => {
    expect(CLUB_MANAGE_BUTTON_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'CABINET_SECRETARY',
      'REGION_GMT_COORDINATOR',
      'ZONE_CHAIRPERSON',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
    ]);
  });

  it('all pass the route guard, so the server list is the button list', () => {
    expect(CLUB_MANAGE_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'CABINET_SECRETARY',
      'REGION_GMT_COORDINATOR',
      'ZONE_CHAIRPERSON',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
    ]);
  });
});

describe('zones (spec 1 s6)', () => {
  it('area, create and edit are the evaluator only', () => {
    expect(ZONE_AREA_ROLES).toEqual(ONLY_EVALUATOR);
    expect(ZONE_MANAGE_ROLES).toEqual(ONLY_EVALUATOR);
  });
});

describe('project create button (spec 3 s6)', () => {
  it('holds the eight roles of the spec', () => {
    expect(PROJECT_CREATE_BUTTON_ROLES).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
      'REGION_CHAIRPERSON',
      'CLUBS_PERFORMANCE_EVALUATION',
      'REGION_GST_COORDINATOR',
      'CLUB_GST_COORDINATOR',
    ]);
  });
});

describe('project create/edit route guard (spec 3 s6)', () => {
  it('holds the eight roles of the spec', () => {
    expect(PROJECT_MANAGE_ROUTE_ROLES).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
      'CLUB_GST_COORDINATOR',
      'REGION_CHAIRPERSON',
      'REGION_GST_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
    ]);
  });

  it('leaves the server create list equal to the button list (the spec calls the guard "shorter")', () => {
    expect(sorted(PROJECT_CREATE_ROLES)).toEqual([
      'CLUBS_PERFORMANCE_EVALUATION',
      'CLUB_ADMINISTRATOR',
      'CLUB_GST_COORDINATOR',
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'REGION_CHAIRPERSON',
      'REGION_GST_COORDINATOR',
    ]);
  });
});

describe('project edit (spec 3 s6)', () => {
  it('RP and JRP: region chairperson, region GST coordinator, evaluator', () => {
    expect(PROJECT_EDIT_REGIONAL_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'REGION_GST_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
    ]);
  });

  it('any type: the four officers, the club GST coordinator, evaluator', () => {
    expect(PROJECT_EDIT_ANY_TYPE_ROLES).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
      'CLUB_GST_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
    ]);
  });
});

describe('project delete, final approval and points (spec 3 s6)', () => {
  it('are the evaluator only', () => {
    expect(PROJECT_DELETE_ROLES).toEqual(ONLY_EVALUATOR);
    expect(PROJECT_FINAL_APPROVAL_ROLES).toEqual(ONLY_EVALUATOR);
  });
});

describe('project review of a SUBMITTED project (spec 3 s6)', () => {
  it('holds the five named roles and the district membership-team coordinator', () => {
    expect(PROJECT_REVIEW_ROLES).toEqual([
      'REGION_CHAIRPERSON',
      'REGION_CPE_COORDINATOR',
      'REGION_SECRETARY',
      'ZONE_CHAIRPERSON',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
    ]);
  });
});

describe('project wizard list deletes (spec 3 s6, read as wizard writes)', () => {
  it('are every role that may edit some project: the edit roles of both kinds of type, each once', () => {
    expect(PROJECT_WIZARD_DELETE_ROLES).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
      'CLUB_GST_COORDINATOR',
      'CLUBS_PERFORMANCE_EVALUATION',
      'REGION_CHAIRPERSON',
      'REGION_GST_COORDINATOR',
    ]);
  });
});

describe('project list and info route guard (spec 3 s6)', () => {
  it('holds the 16 roles of the spec', () => {
    expect(PROJECT_LIST_ROUTE_ROLES).toEqual([
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
      'DISTRICT_GOVERNOR',
      'CLUBS_PERFORMANCE_EVALUATION',
      'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
      'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
      'CABINET_SECRETARY',
    ]);
  });
});

describe('/review/projects page (spec 3 s6 widened: docs/spec-deviations.md)', () => {
  it('is every role that can open a project, the zone and region reviewers among them', () => {
    expect(PROJECT_REVIEW_PAGE_ROLES).toEqual(PROJECT_LIST_ROUTE_ROLES);
    expect(PROJECT_REVIEW_PAGE_ROLES).toEqual(
      expect.arrayContaining([
        'ZONE_CHAIRPERSON',
        'REGION_CPE_COORDINATOR',
        'REGION_GST_COORDINATOR',
        'CLUB_MEMBER',
      ]),
    );
  });
});

describe('the MyLion service export (issue 14)', () => {
  it('is the four club officers and the district offices that open the project list', () => {
    expect(sorted(PROJECT_MYLION_EXPORT_ROLES)).toEqual(
      sorted([
        'CLUB_PRESIDENT',
        'CLUB_SECRETARY',
        'CLUB_TREASURER',
        'CLUB_ADMINISTRATOR',
        'DISTRICT_GOVERNOR',
        'CLUBS_PERFORMANCE_EVALUATION',
        'DISTRICT_GLOBAL_SERVICE_TEAM_COORDINATOR',
        'DISTRICT_GLOBAL_ACTION_TEAM_COORDINATOR',
        'CABINET_SECRETARY',
      ]),
    );
  });
});
