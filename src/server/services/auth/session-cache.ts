import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import type { WriteClock } from '../../db/write-clock';
import { findSession, type SessionIdentity } from './sessions';
import { tokenHash } from './tokens';

/** Finds the identity behind a bearer token, as the auth hook asks on every request. */
export type SessionFinder = (token: string) => Promise<SessionIdentity | null>;

/** Most sessions kept; past it the oldest entry goes (a district has a few hundred officers). */
const MOST_ENTRIES = 10_000;

interface Entry {
  identity: SessionIdentity;
  /** The database's write count when the lookup began. */
  writes: number;
}

/**
 * The session lookup of the auth hook. Where this process is the database's only writer (PGlite,
 * `writes` given), an answer is kept until any write completes, the day changes or the session
 * expires: a logout, a password change, a role's end or a member's drop are writes, so the next
 * request reads again. Unknown tokens are never kept. On PostgreSQL other processes write too, so
 * every request asks the database (one prepared statement).
 */
export function createSessionFinder(db: Db, writes: WriteClock | undefined): SessionFinder {
  if (!writes) return (token) => findSession(db, token);
  const kept = new Map<string, Entry>();
  return async (token) => {
    const day = colomboDate();
    // By the token's hash: the raw token stays out of the heap the cache keeps.
    const key = `${day} ${tokenHash(token)}`;
    const entry = kept.get(key);
    if (entry && entry.writes === writes.now() && entry.identity.expiresAt.getTime() > Date.now())
      return entry.identity;
    kept.delete(key);
    const before = writes.now();
    const identity = await findSession(db, token, day);
    // Kept only when no write completed while it was read: it is then what the database holds.
    if (identity && writes.now() === before) {
      if (kept.size >= MOST_ENTRIES) kept.delete(kept.keys().next().value!);
      kept.set(key, { identity, writes: before });
    }
    return identity;
  };
}
