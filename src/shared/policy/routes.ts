import { can } from './permissions';
import type { Permission } from './permissions';

/**
 * What a route asks of the session: 'public-only' (only while logged out), 'login' (any logged-in
 * user) or a permission the active role must hold.
 */
export type RouteGuardKind = 'public-only' | 'login' | Permission;

/** One client route and its guard. */
export interface RouteGuard {
  /** react-router pattern, e.g. '/members/info/:id'. */
  readonly path: string;
  /** What the session must satisfy to open it. */
  readonly guard: RouteGuardKind;
  /** Where a failing guard sends the user. */
  readonly redirectTo: string;
}

const LOGIN = '/login';
const HOME = '/';

function publicOnly(path: string): RouteGuard {
  return { path, guard: 'public-only', redirectTo: HOME };
}

function loginOnly(path: string): RouteGuard {
  return { path, guard: 'login', redirectTo: LOGIN };
}

// The spec sends roles outside the activity list "to activities/monthly", which is the list itself
// and would loop; every failing permission guard goes home instead ('/' only needs a login).
function permitted(path: string, permission: Permission): RouteGuard {
  return { path, guard: permission, redirectTo: HOME };
}

/**
 * The client route table: spec 1 section 2.3, spec 2 section 2 (activity routes) and spec 3
 * sections 2 and 6 (project routes), plus '/reset-password' and issue 14's '/activities/zone-grid' and '/activities/standings',
 * which we add.
 */
export const ROUTE_GUARDS: readonly RouteGuard[] = [
  loginOnly('/'),
  loginOnly('/profile'),
  publicOnly('/login'),
  loginOnly('/switch-role'),
  publicOnly('/app-login'),
  publicOnly('/forgot-password'),
  publicOnly('/reset-password'),

  permitted('/activities/monthly', 'activity.list'),
  permitted('/activities/monthly/add/:month/:key', 'activity.add'),
  permitted('/activities/monthly/edit/:aId/:month/:key', 'activity.edit'),
  permitted('/activities/monthly/view/:aId/:month/:key', 'activity.view'),
  permitted('/cpe-activities/monthly', 'activity.review'),
  permitted('/activities/zone-grid', 'activity.zoneGrid'),
  permitted('/activities/standings', 'activity.standings'),

  permitted('/projects', 'project.list'),
  permitted('/projects/create', 'project.route.manage'),
  permitted('/projects/edit/:step/:uuid', 'project.route.manage'),
  permitted('/projects/info/:uuid', 'project.view'),
  permitted('/review/projects', 'project.reviewPage'),

  loginOnly('/members'),
  loginOnly('/members/info/:id'),
  permitted('/members/create', 'member.route.manage'),
  permitted('/members/edit/:uuid', 'member.route.manage'),

  permitted('/clubs', 'club.list'),
  permitted('/clubs/create', 'club.route.manage'),
  permitted('/clubs/edit/:uuid', 'club.route.manage'),

  permitted('/zone', 'zone.view'),
  permitted('/zone/create', 'zone.create'),
  permitted('/zone/edit/:id', 'zone.update'),

  loginOnly('/reports'),
];

/** The Blueprint icon names the menu uses. */
export type MenuIcon =
  | 'home'
  | 'calendar'
  | 'endorsed'
  | 'grid-view'
  | 'timeline-bar-chart'
  | 'projects'
  | 'people'
  | 'office'
  | 'map'
  | 'user'
  | 'document';

/** One navigation entry. */
export interface MenuEntry {
  /** The text shown, as the spec writes it. */
  readonly label: string;
  /** The route it opens; a key of ROUTE_GUARDS. */
  readonly path: string;
  /** Blueprint icon name. */
  readonly icon: MenuIcon;
}

/** The full menu of spec 1 section 2.2, in its order; each role sees the part its guards allow. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Home', path: '/', icon: 'home' },
  { label: 'Monthly Tasks', path: '/activities/monthly', icon: 'calendar' },
  { label: 'Cpe Review Tasks', path: '/cpe-activities/monthly', icon: 'endorsed' },
  { label: 'Zone Grid', path: '/activities/zone-grid', icon: 'grid-view' },
  { label: 'Standings', path: '/activities/standings', icon: 'timeline-bar-chart' },
  { label: 'Service Projects', path: '/projects', icon: 'projects' },
  { label: 'Club Members', path: '/members', icon: 'people' },
  { label: 'Clubs', path: '/clubs', icon: 'office' },
  { label: 'Zones', path: '/zone', icon: 'map' },
  { label: 'My Profile', path: '/profile', icon: 'user' },
  { label: 'Reports', path: '/reports', icon: 'document' },
];

const guardsByPath: ReadonlyMap<string, RouteGuard> = new Map(
  ROUTE_GUARDS.map((entry) => [entry.path, entry]),
);

/** The guard entry of an exact route pattern ('/members/info/:id', not '/members/info/42'). */
export function guardFor(path: string): RouteGuard | undefined {
  return guardsByPath.get(path);
}

/** True when a session with this active role and login state may open the route. */
export function passesGuard(role: string | null, loggedIn: boolean, entry: RouteGuard): boolean {
  if (entry.guard === 'public-only') return !loggedIn;
  if (!loggedIn) return false;
  if (entry.guard === 'login') return true;
  return can(role, entry.guard);
}

/**
 * Where to send a session that fails the guard: a logged-out user always to the login page (going
 * home first would only bounce there), otherwise the entry's own target.
 */
export function redirectFor(entry: RouteGuard, loggedIn: boolean): string {
  if (!loggedIn && entry.guard !== 'public-only') return LOGIN;
  return entry.redirectTo;
}

/**
 * The menu of a logged-in role: the entries whose route guard it passes (ARCHITECTURE "menus follow
 * the guards"), in full-menu order; with implementedPaths, only the routes that exist yet.
 */
export function menuFor(role: string, implementedPaths?: ReadonlySet<string>): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    const guard = guardFor(entry.path);
    if (guard === undefined || !passesGuard(role, true, guard)) return false;
    return implementedPaths === undefined || implementedPaths.has(entry.path);
  });
}
