import { describe, expect, it } from 'vitest';
import { CLUB_LEVEL_ROLES, CPE, ROLES } from './roles';
import { assignableRoles, canAssignRole, OFFICE_RANKS, outranks } from './office-ranks';

describe('office ranks', () => {
  it('rank every one of the 26 roles', () => {
    expect(Object.keys(OFFICE_RANKS).sort()).toEqual([...ROLES].sort());
  });

  it('let an office change only members whose every office is below it', () => {
    expect(outranks('ZONE_CHAIRPERSON', [CPE])).toBe(false);
    expect(outranks('ZONE_CHAIRPERSON', ['CLUB_PRESIDENT', 'CLUB_MEMBER'])).toBe(true);
    expect(outranks('CLUB_SECRETARY', ['CLUB_PRESIDENT'])).toBe(false);
    expect(outranks('CLUB_SECRETARY', ['CLUB_TREASURER'])).toBe(false);
    expect(outranks('CLUB_PRESIDENT', [])).toBe(true);
    expect(outranks('CLUB_MEMBER', [])).toBe(false);
    expect(outranks(CPE, ['DISTRICT_GOVERNOR'])).toBe(true);
    expect(outranks(CPE, [CPE])).toBe(false);
    expect(outranks('DISTRICT_GOVERNOR', ['SOMETHING_UNKNOWN'])).toBe(false);
  });

  it('let a role grant only offices below its own, a club officer only club offices', () => {
    expect(canAssignRole('REGION_CHAIRPERSON', CPE)).toBe(false);
    expect(canAssignRole('REGION_CHAIRPERSON', 'REGION_CHAIRPERSON')).toBe(false);
    expect(canAssignRole('REGION_CHAIRPERSON', 'ZONE_CHAIRPERSON')).toBe(true);
    expect(canAssignRole('CLUB_PRESIDENT', 'ZONE_CHAIRPERSON')).toBe(false);
    expect(canAssignRole('CLUB_PRESIDENT', 'CLUB_PRESIDENT')).toBe(false);
    expect(
      assignableRoles('CLUB_PRESIDENT').every((r) => (CLUB_LEVEL_ROLES as readonly string[]).includes(r)),
    ).toBe(true);
    expect(assignableRoles(CPE)).toEqual(ROLES);
    expect(assignableRoles('CLUB_MEMBER')).toEqual([]);
  });
});
