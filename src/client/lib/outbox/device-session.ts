import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The session as the service worker sees it, while a report waits to be sent: the worker has no
 * localStorage, so the page copies the user, token and language here when it keeps a report, and
 * removes the copy at sign-out and once nothing waits. It holds nothing localStorage does not.
 */
export interface DeviceSession {
  userId: string;
  token: string;
  language: string;
}

let store: UseStore | null = null;
const sessionIdb = () => (store ??= createStore('club-cms-device-session', 'session'));
const KEY = 'session';

/** Copies the session for the worker. */
export async function saveDeviceSession(session: DeviceSession): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await set(KEY, session, sessionIdb());
}

/** The copied session, or null. */
export async function readDeviceSession(): Promise<DeviceSession | null> {
  if (typeof indexedDB === 'undefined') return null;
  return (await get<DeviceSession>(KEY, sessionIdb())) ?? null;
}

/** Forgets the copy (sign-out, or nothing left to send). */
export async function clearDeviceSession(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await del(KEY, sessionIdb());
}
