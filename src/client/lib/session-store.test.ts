import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingRole,
  chooseClub,
  chooseRole,
  endSession,
  landingPath,
  readSession,
  startSession,
  STORAGE_KEYS,
} from './session-store';

const president = {
  name: 'CLUB_PRESIDENT',
  display_name: 'Club President',
  club: { uuid: 'c-1', name: 'Kandy' },
};
const zone = { name: 'ZONE_CHAIRPERSON', display_name: 'Zone Chairperson', club: null };

beforeEach(() => localStorage.clear());

describe('session storage (spec 1 sections 3, 4 and 7)', () => {
  it('stores the login under the spec keys, the first role active, and clears the page markers', () => {
    localStorage.setItem('cp_activity_page', '3');
    localStorage.setItem('project_page', '2');
    startSession('tok', 'user-1', [president, zone]);
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(localStorage.getItem('userId')).toBe('user-1');
    expect(localStorage.getItem('role')).toBe('CLUB_PRESIDENT');
    expect(localStorage.getItem('club_id')).toBe('c-1');
    expect(localStorage.getItem('cp_activity_page')).toBeNull();
    expect(localStorage.getItem('project_page')).toBeNull();
    expect(readSession().roles).toHaveLength(2);
  });

  it('switches role together with its club', () => {
    startSession('tok', 'user-1', [president, zone]);
    chooseRole(zone);
    expect(readSession()).toMatchObject({ role: 'ZONE_CHAIRPERSON', clubId: null });
  });

  it('remembers the club a district role chooses, with its name', () => {
    startSession('tok', 'user-1', [zone]);
    expect(readSession()).toMatchObject({ clubId: null, clubName: null });
    chooseClub({ uuid: 'c-9', name: 'Lions Club of Galle' });
    expect(readSession()).toMatchObject({ clubId: 'c-9', clubName: 'Lions Club of Galle' });
    expect(localStorage.getItem('club_id')).toBe('c-9');
  });

  it('keeps the region of a role and finds the role acted in; older stored roles have none', () => {
    const region = { uuid: 'r-1', name: 'Region 1' };
    startSession('tok', 'user-1', [president, { ...zone, region }]);
    expect(actingRole(readSession())).toEqual(president);
    chooseRole({ ...zone, region });
    expect(actingRole(readSession())?.region).toEqual(region);
    // A session stored before the answers named regions still reads.
    localStorage.setItem('roles', JSON.stringify([zone]));
    expect(actingRole(readSession())).toEqual(zone);
    expect(actingRole(readSession())?.region).toBeUndefined();
    expect(actingRole({ role: null, roles: [zone] })).toBeNull();
  });

  it('logout clears token, role, roles, userId, club_id and profile, and keeps the chosen month', () => {
    startSession('tok', 'user-1', [president]);
    localStorage.setItem(STORAGE_KEYS.profile, '{}');
    localStorage.setItem(STORAGE_KEYS.month, '09');
    endSession();
    for (const key of ['access_token', 'role', 'roles', 'userId', 'club_id', 'profile']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('month')).toBe('09');
  });

  it('lands a multi-role user on the role picker and others at home', () => {
    startSession('tok', 'user-1', [president, zone]);
    expect(landingPath(readSession())).toBe('/switch-role');
    startSession('tok', 'user-1', [president]);
    expect(landingPath(readSession())).toBe('/');
  });
});
