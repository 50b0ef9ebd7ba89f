import { createStore, delMany, get, keys, set, type UseStore } from 'idb-keyval';
import { ApiError } from '../api-error';

/** An answer of the server, and when it was received (ms since the epoch) if it is a kept one. */
export interface KeptAnswer<T> {
  data: T;
  /** Null when the answer is fresh from the server; the time it came when it is read from the device. */
  asOf: number | null;
}

// IndexedDB: it outlives the tab, so a list opens offline at the next start of the app.
let store: UseStore | null = null;
const answers = () => (store ??= createStore('club-cms-answers', 'answers'));

const available = () => typeof indexedDB !== 'undefined';

/** The start every key of a user's kept answers shares. */
const userPrefix = (userId: string) => `answer:${userId}:`;

/**
 * Loads an answer from the server and keeps it on the device under the user and `key`; when the
 * server cannot be reached (offline) answers the last one kept instead, with its time, so a list opens
 * offline from the last answer (stale-while-revalidate). Any other failure is thrown as it came.
 */
export async function withKeptAnswer<T>(
  userId: string | null,
  key: string,
  load: () => Promise<T>,
): Promise<KeptAnswer<T>> {
  const at = userId ? userPrefix(userId) + key : null;
  try {
    const data = await load();
    if (at && available()) await set(at, { data, at: Date.now() }, answers()).catch(() => undefined);
    return { data, asOf: null };
  } catch (error) {
    const unreachable = error instanceof ApiError && error.status === 0;
    if (!unreachable || !at || !available()) throw error;
    const kept = await get<{ data: T; at: number }>(at, answers()).catch(() => undefined);
    if (!kept) throw error;
    return { data: kept.data, asOf: kept.at };
  }
}

/** Forgets every answer kept for a user: on signing out, so the next person on a shared phone sees none. */
export async function clearUserAnswers(userId: string): Promise<void> {
  if (!available()) return;
  const prefix = userPrefix(userId);
  const theirs = (await keys(answers())).filter((key) => typeof key === 'string' && key.startsWith(prefix));
  await delMany(theirs, answers());
}
