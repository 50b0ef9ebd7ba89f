import { useSyncExternalStore } from 'react';
import { clearDeviceSession } from './outbox/device-session';

/** A role as the login and roles calls answer it. */
export interface StoredRole {
  name: string;
  display_name: string;
  club: { uuid: string; name: string } | null;
  /**
   * The region the office lies in (a region office's, a zone office's zone's), else null. Absent in
   * sessions stored before the answers carried it: read it as unknown, never as "no region".
   */
  region?: { uuid: string; name: string } | null;
}

/** The local-storage keys of spec 1 section 3 (plus the roles list and profile that logout clears). */
export const STORAGE_KEYS = {
  token: 'access_token',
  userId: 'userId',
  role: 'role',
  roles: 'roles',
  clubId: 'club_id',
  clubName: 'club_name',
  profile: 'profile',
  month: 'month',
  activityPage: 'cp_activity_page',
  projectPage: 'project_page',
} as const;

/** What the app knows about the signed-in user between page loads. */
export interface SessionSnapshot {
  token: string | null;
  userId: string | null;
  role: string | null;
  roles: StoredRole[];
  clubId: string | null;
  /** The name of the chosen club (for roles that choose one). */
  clubName: string | null;
}

const listeners = new Set<() => void>();
let cached: { raw: string; snapshot: SessionSnapshot } | null = null;

function parseRoles(raw: string | null): StoredRole[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as StoredRole[]) : [];
  } catch {
    return [];
  }
}

/** The current session, stable between changes (as useSyncExternalStore requires). */
export function readSession(): SessionSnapshot {
  const keys = [
    STORAGE_KEYS.token,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.role,
    STORAGE_KEYS.roles,
    STORAGE_KEYS.clubId,
    STORAGE_KEYS.clubName,
  ];
  const values = keys.map((k) => localStorage.getItem(k));
  const raw = JSON.stringify(values);
  if (cached?.raw !== raw) {
    cached = {
      raw,
      snapshot: {
        token: values[0] ?? null,
        userId: values[1] ?? null,
        role: values[2] ?? null,
        roles: parseRoles(values[3] ?? null),
        clubId: values[4] ?? null,
        clubName: values[5] ?? null,
      },
    };
  }
  return cached.snapshot;
}

function notify() {
  for (const listener of listeners) listener();
}

function setOrRemove(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

/** Stores a fresh sign-in: token, user, roles; the first role is active; page markers are cleared. */
export function startSession(token: string, userId: string, roles: StoredRole[]): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userId, userId);
  localStorage.setItem(STORAGE_KEYS.roles, JSON.stringify(roles));
  localStorage.removeItem(STORAGE_KEYS.activityPage);
  localStorage.removeItem(STORAGE_KEYS.projectPage);
  const first = roles[0];
  setOrRemove(STORAGE_KEYS.role, first?.name ?? null);
  setOrRemove(STORAGE_KEYS.clubId, first?.club?.uuid ?? null);
  setOrRemove(STORAGE_KEYS.clubName, first?.club?.name ?? null);
  notify();
}

/** Makes one of the user's roles the active one, with the club it is bound to. */
export function chooseRole(role: StoredRole): void {
  localStorage.setItem(STORAGE_KEYS.role, role.name);
  setOrRemove(STORAGE_KEYS.clubId, role.club?.uuid ?? null);
  setOrRemove(STORAGE_KEYS.clubName, role.club?.name ?? null);
  notify();
}

/** Chooses the club to act for (roles not bound to a club choose any; spec 1 section 6). */
export function chooseClub(club: { uuid: string; name: string } | null): void {
  setOrRemove(STORAGE_KEYS.clubId, club?.uuid ?? null);
  setOrRemove(STORAGE_KEYS.clubName, club?.name ?? null);
  notify();
}

/** The stored entry of the role the session acts in, or null without one. */
export function actingRole(session: Pick<SessionSnapshot, 'role' | 'roles'>): StoredRole | null {
  return session.roles.find((held) => held.name === session.role) ?? null;
}

/** Replaces the token (after a password change the server issues a new one). */
export function replaceToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  notify();
}

/** Forgets the sign-in: token, role, roles, user id, club and profile (spec 1 section 4). */
export function endSession(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.role,
    STORAGE_KEYS.roles,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.clubId,
    STORAGE_KEYS.clubName,
    STORAGE_KEYS.profile,
  ]) {
    localStorage.removeItem(key);
  }
  // The service worker's copy of the session goes too: nothing is sent for a signed-out user.
  void clearDeviceSession().catch(() => undefined);
  notify();
}

/**
 * Where a signed-in user lands from a signed-out screen: the role picker when they hold several
 * roles (spec 1 section 2.4), otherwise home.
 */
export function landingPath(session: SessionSnapshot): string {
  return session.roles.length > 1 ? '/switch-role' : '/';
}

/** The session, re-rendering on every change (also from other tabs). */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, readSession);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
