import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { MENU_ENTRIES, ROUTE_GUARDS, guardFor, menuFor, passesGuard, redirectFor } from './routes';
import type { RouteGuard } from './routes';

function entry(path: string): RouteGuard {
  const found = guardFor(path);
  if (!found) throw new Error(`no guard for ${path}`);
  return found;
}

const labels = (role: string, implemented?: ReadonlySet<string>): string[] =>
  menuFor(role, implemented).map((item) => item.label);

describe('ROUTE_GUARDS (spec 1 s2.3, spec 2 s2, spec 3 s6)', () => {
  it('lists every client route with its guard and redirect', () => {
    expect(ROUTE_GUARDS.map(({ path, guard, redirectTo }) => [path, guard, redirectTo])).toEqual([
      ['/', 'login', '/login'],
      ['/profile', 'login', '/login'],
      ['/login', 'public-only', '/'],
      ['/switch-role', 'login', '/login'],
      ['/app-login', 'public-only', '/'],
      ['/forgot-password', 'public-only', '/'],
      ['/reset-password', 'public-only', '/'],
      ['/activities/monthly', 'activity.list', '/'],
      ['/activities/monthly/add/:month/:key', 'activity.add', '/'],
      ['/activities/monthly/edit/:aId/:month/:key', 'activity.edit', '/'],
      ['/activities/monthly/view/:aId/:month/:key', 'activity.view', '/'],
      ['/cpe-activities/monthly', 'activity.review', '/'],
      ['/activities/zone-grid', 'activity.zoneGrid', '/'],
      ['/activities/standings', 'activity.standings', '/'],
      ['/projects', 'project.list', '/'],
      ['/projects/create', 'project.route.manage', '/'],
      ['/projects/edit/:step/:uuid', 'project.route.manage', '/'],
      ['/projects/info/:uuid', 'project.view', '/'],
      ['/review/projects', 'project.reviewPage', '/'],
      ['/members', 'login', '/login'],
      ['/members/info/:id', 'login', '/login'],
      ['/members/create', 'member.route.manage', '/'],
      ['/members/edit/:uuid', 'member.route.manage', '/'],
      ['/clubs', 'club.list', '/'],
      ['/clubs/create', 'club.route.manage', '/'],
      ['/clubs/edit/:uuid', 'club.route.manage', '/'],
      ['/zone', 'zone.view', '/'],
      ['/zone/create', 'zone.create', '/'],
      ['/zone/edit/:id', 'zone.update', '/'],
      ['/reports', 'login', '/login'],
    ]);
  });

  it('has one entry per path', () => {
    const paths = ROUTE_GUARDS.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('never redirects a logged-in user into a loop: "/" opens for every role', () => {
    for (const role of ROLES) {
      expect(passesGuard(role, true, entry('/')), role).toBe(true);
    }
    expect(ROUTE_GUARDS.filter((route) => route.redirectTo === route.path)).toEqual([]);
  });
});

describe('guardFor', () => {
  it('finds an exact pattern', () => {
    expect(guardFor('/members/info/:id')).toEqual({
      path: '/members/info/:id',
      guard: 'login',
      redirectTo: '/login',
    });
  });

  it('does not match concrete paths or unknown routes', () => {
    expect(guardFor('/members/info/42')).toBeUndefined();
    expect(guardFor('/nowhere')).toBeUndefined();
  });
});

describe('passesGuard', () => {
  it('public-only routes open only while logged out', () => {
    for (const path of ['/login', '/app-login', '/forgot-password', '/reset-password']) {
      expect(passesGuard(null, false, entry(path)), path).toBe(true);
      expect(passesGuard('CLUB_MEMBER', true, entry(path)), path).toBe(false);
    }
  });

  it('login routes open for any logged-in session, even before a role is known', () => {
    for (const path of ['/', '/profile', '/switch-role', '/members', '/members/info/:id', '/reports']) {
      expect(passesGuard('CLUB_MEMBER', true, entry(path)), path).toBe(true);
      expect(passesGuard(null, true, entry(path)), path).toBe(true);
      expect(passesGuard(null, false, entry(path)), path).toBe(false);
    }
  });

  it('permission routes need a login and a role holding the permission', () => {
    const zone = entry('/zone');
    expect(passesGuard('CLUBS_PERFORMANCE_EVALUATION', true, zone)).toBe(true);
    expect(passesGuard('CLUBS_PERFORMANCE_EVALUATION', false, zone)).toBe(false);
    expect(passesGuard('DISTRICT_GOVERNOR', true, zone)).toBe(false);
    expect(passesGuard(null, true, zone)).toBe(false);
  });

  it('applies each area list to its routes', () => {
    expect(passesGuard('CLUB_MEMBER', true, entry('/projects/info/:uuid'))).toBe(true);
    expect(passesGuard('CLUB_MEMBER', true, entry('/projects/create'))).toBe(false);
    expect(passesGuard('CLUB_GST_COORDINATOR', true, entry('/projects/edit/:step/:uuid'))).toBe(true);
    expect(passesGuard('CLUB_GST_COORDINATOR', true, entry('/activities/monthly'))).toBe(false);
    expect(passesGuard('CABINET_TREASURER', true, entry('/activities/monthly/view/:aId/:month/:key'))).toBe(
      true,
    );
    expect(passesGuard('CABINET_TREASURER', true, entry('/activities/monthly/add/:month/:key'))).toBe(false);
    expect(passesGuard('CLUB_TREASURER', true, entry('/clubs'))).toBe(true);
    expect(passesGuard('CLUB_TREASURER', true, entry('/clubs/edit/:uuid'))).toBe(false);
    expect(passesGuard('DISTRICT_GOVERNOR', true, entry('/members/edit/:uuid'))).toBe(true);
    expect(passesGuard('CABINET_SECRETARY', true, entry('/members/create'))).toBe(false);
    expect(passesGuard('CLUB_ADMINISTRATOR', true, entry('/review/projects'))).toBe(true);
    expect(passesGuard('REGION_CHAIRPERSON', true, entry('/review/projects'))).toBe(true);
    expect(passesGuard('CABINET_TREASURER', true, entry('/review/projects'))).toBe(false);
    expect(passesGuard('CLUB_PRESIDENT', true, entry('/cpe-activities/monthly'))).toBe(false);
  });
});

describe('redirectFor', () => {
  it('sends logged-out users to the login page from any guarded route', () => {
    expect(redirectFor(entry('/clubs'), false)).toBe('/login');
    expect(redirectFor(entry('/profile'), false)).toBe('/login');
  });

  it('sends logged-in users home from a forbidden or public-only route', () => {
    expect(redirectFor(entry('/clubs'), true)).toBe('/');
    expect(redirectFor(entry('/activities/monthly'), true)).toBe('/');
    expect(redirectFor(entry('/login'), true)).toBe('/');
  });
});

describe('MENU_ENTRIES (spec 1 s2.2 full menu)', () => {
  it("lists the nine entries and issue 14's Zone Grid and Standings in order, each on a guarded route", () => {
    expect(MENU_ENTRIES.map(({ label, path, icon }) => [label, path, icon])).toEqual([
      ['Home', '/', 'home'],
      ['Monthly Tasks', '/activities/monthly', 'calendar'],
      ['Cpe Review Tasks', '/cpe-activities/monthly', 'endorsed'],
      ['Zone Grid', '/activities/zone-grid', 'grid-view'],
      ['Standings', '/activities/standings', 'timeline-bar-chart'],
      ['Service Projects', '/projects', 'projects'],
      ['Club Members', '/members', 'people'],
      ['Clubs', '/clubs', 'office'],
      ['Zones', '/zone', 'map'],
      ['My Profile', '/profile', 'user'],
      ['Reports', '/reports', 'document'],
    ]);
    for (const item of MENU_ENTRIES) expect(guardFor(item.path), item.path).toBeDefined();
  });
});

describe('menuFor (menus follow the guards)', () => {
  it('CLUBS_PERFORMANCE_EVALUATION gets every entry, Zones and Cpe Review Tasks included', () => {
    expect(labels('CLUBS_PERFORMANCE_EVALUATION')).toEqual([
      'Home',
      'Monthly Tasks',
      'Cpe Review Tasks',
      'Zone Grid',
      'Standings',
      'Service Projects',
      'Club Members',
      'Clubs',
      'Zones',
      'My Profile',
      'Reports',
    ]);
  });

  it('CLUB_TREASURER gets the club officer menu: full without Cpe Review Tasks and Zones', () => {
    expect(labels('CLUB_TREASURER')).toEqual([
      'Home',
      'Monthly Tasks',
      'Service Projects',
      'Club Members',
      'Clubs',
      'My Profile',
      'Reports',
    ]);
  });

  it('CLUB_PRESIDENT, SECRETARY and ADMINISTRATOR also lose Clubs, which the clubs-list guard denies them', () => {
    const expected = ['Home', 'Monthly Tasks', 'Service Projects', 'Club Members', 'My Profile', 'Reports'];
    expect(labels('CLUB_PRESIDENT')).toEqual(expected);
    expect(labels('CLUB_SECRETARY')).toEqual(expected);
    expect(labels('CLUB_ADMINISTRATOR')).toEqual(expected);
  });

  it('CLUB_MEMBER gets Home, Service Projects, Club Members, My Profile, Reports', () => {
    expect(labels('CLUB_MEMBER')).toEqual([
      'Home',
      'Service Projects',
      'Club Members',
      'My Profile',
      'Reports',
    ]);
  });

  it('district roles see only what they may open', () => {
    expect(labels('FIRST_VICE_DISTRICT_GOVERNOR')).toEqual([
      'Home',
      'Zone Grid',
      'Standings',
      'Club Members',
      'Clubs',
      'My Profile',
      'Reports',
    ]);
    expect(labels('DISTRICT_GOVERNOR')).toEqual([
      'Home',
      'Monthly Tasks',
      'Zone Grid',
      'Standings',
      'Service Projects',
      'Club Members',
      'Clubs',
      'My Profile',
      'Reports',
    ]);
    expect(labels('CLUB_GST_COORDINATOR')).toEqual([
      'Home',
      'Service Projects',
      'Club Members',
      'My Profile',
      'Reports',
    ]);
  });

  it('an unknown role keeps only the login-only entries', () => {
    expect(labels('NOT_A_ROLE')).toEqual(['Home', 'Club Members', 'My Profile', 'Reports']);
  });

  it('with implementedPaths, keeps only routes that exist, in menu order', () => {
    const implemented = new Set(['/reports', '/', '/zone', '/clubs']);
    expect(labels('CLUBS_PERFORMANCE_EVALUATION', implemented)).toEqual([
      'Home',
      'Clubs',
      'Zones',
      'Reports',
    ]);
    expect(labels('CLUB_MEMBER', implemented)).toEqual(['Home', 'Reports']);
    expect(labels('CLUB_MEMBER', new Set())).toEqual([]);
  });

  it('returns MenuEntry objects with label, path and icon', () => {
    expect(menuFor('CLUB_MEMBER')[0]).toEqual({ label: 'Home', path: '/', icon: 'home' });
  });
});
