import { describe, expect, it } from 'vitest';
import {
  CLUB_LEVEL_ROLES,
  CLUB_OFFICER_ROLES,
  CPE,
  ROLES,
  isClubOfficerRole,
  isRole,
  roleLabel,
} from './roles';

describe('ROLES (spec 1 section 6)', () => {
  it('holds the 26 role codes in the order of the spec', () => {
    expect(ROLES).toEqual([
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
    ]);
  });

  it('has no duplicates', () => {
    expect(new Set(ROLES).size).toBe(26);
  });
});

describe('isRole', () => {
  it('accepts role codes, including the one with brackets', () => {
    expect(isRole('CLUB_MEMBER')).toBe(true);
    expect(isRole('DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isRole('club_member')).toBe(false);
    expect(isRole('CLUB MEMBER')).toBe(false);
    expect(isRole('ADMIN')).toBe(false);
    expect(isRole('')).toBe(false);
    expect(isRole(null)).toBe(false);
    expect(isRole(undefined)).toBe(false);
    expect(isRole(14)).toBe(false);
    expect(isRole(['CLUB_MEMBER'])).toBe(false);
  });
});

describe('club officer roles (spec 1 section 6 "Club binding")', () => {
  it('are the four officers bound to their own club', () => {
    expect(CLUB_OFFICER_ROLES).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
      'CLUB_ADMINISTRATOR',
    ]);
  });

  it('isClubOfficerRole is true only for them', () => {
    expect(isClubOfficerRole('CLUB_ADMINISTRATOR')).toBe(true);
    expect(isClubOfficerRole('CLUB_TREASURER')).toBe(true);
    expect(isClubOfficerRole('CLUB_GST_COORDINATOR')).toBe(false);
    expect(isClubOfficerRole('CLUB_MEMBER')).toBe(false);
    expect(isClubOfficerRole('CABINET_TREASURER')).toBe(false);
    expect(isClubOfficerRole('CLUBS_PERFORMANCE_EVALUATION')).toBe(false);
    expect(isClubOfficerRole(null)).toBe(false);
  });
});

describe('CLUB_LEVEL_ROLES', () => {
  it('are the officers, the club GST coordinator and the member', () => {
    expect([...CLUB_LEVEL_ROLES].sort()).toEqual([
      'CLUB_ADMINISTRATOR',
      'CLUB_GST_COORDINATOR',
      'CLUB_MEMBER',
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
      'CLUB_TREASURER',
    ]);
  });
});

describe('CPE', () => {
  it('is the performance evaluation role', () => {
    expect(CPE).toBe('CLUBS_PERFORMANCE_EVALUATION');
  });
});

describe('roleLabel (home greeting, spec 1 section 1)', () => {
  it('replaces every underscore with a space', () => {
    expect(roleLabel('CLUB_PRESIDENT')).toBe('CLUB PRESIDENT');
    expect(roleLabel('DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR')).toBe(
      'DISTRICT GLOBAL EXTENSION TEAM (GET) COORDINATOR',
    );
    expect(roleLabel('')).toBe('');
  });
});
