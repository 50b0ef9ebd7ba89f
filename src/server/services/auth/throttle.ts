import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { text, type Text } from '../../i18n/text';

/** A limit on failures: at most `points` within `durationSeconds` for one key. */
export interface FailureLimit {
  points: number;
  durationSeconds: number;
}

/** Limits of sign-in, password and reset attempts (README documents them). */
export const THROTTLE_LIMITS = {
  loginPerIp: { points: 25, durationSeconds: 5 * 60 },
  loginPerAccount: { points: 25, durationSeconds: 60 * 60 },
  resetPerIp: { points: 10, durationSeconds: 15 * 60 },
  resetPerMobile: { points: 3, durationSeconds: 60 * 60 },
  passwordChangePerUser: { points: 10, durationSeconds: 60 * 60 },
} satisfies Record<string, FailureLimit>;

/**
 * The key as counted: a digest of the caller's key, so a row has a bounded length whatever was
 * typed as a name, and the table keeps no e-mail address or IP address.
 */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Where the attempts are counted: PostgreSQL's `throttle_attempts` table, shared by every process. */
export interface ThrottleStore {
  pool: Pool;
}

/**
 * Counts attempts per key. An attempt takes its point BEFORE the password is checked, in one atomic
 * step, so a burst of parallel guesses gets exactly `points` tries and not one more; a success gives
 * its point back (or clears the key). With a store (PostgreSQL), the count is one for every process
 * on the database, so N processes behind a proxy still allow `points` guesses, not N times as many;
 * without one (PGlite, one process), in memory.
 */
export class AttemptThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(name: string, limit: FailureLimit, store?: ThrottleStore) {
    const options = { keyPrefix: name, points: limit.points, duration: limit.durationSeconds };
    this.limiter = store
      ? new RateLimiterPostgres({
          ...options,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: 'throttle_attempts',
          // The table is the migrations' (0011); the library only reads and writes its rows.
          tableCreated: true,
          clearExpiredByTimeout: true,
        })
      : new RateLimiterMemory(options);
  }

  /** Takes one attempt for the key: 0 when it may go ahead, else the seconds until it may. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(storedKey(key), 1);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** Gives a successful attempt its point back (an address that signs in is not guessing). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(storedKey(key), 1);
  }

  /** Forgets a key's attempts (an account after its owner signed in). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(storedKey(key));
  }
}

/**
 * Takes one attempt from each throttle for its key; answers the longest wait, 0 when every one let
 * the attempt through.
 */
export async function takeAttempt(pairs: readonly (readonly [AttemptThrottle, string])[]): Promise<number> {
  const waits = await Promise.all(pairs.map(([throttle, key]) => throttle.take(key)));
  return Math.max(0, ...waits);
}

/** The throttles of one server, counted in `store` when there is one (see AttemptThrottle). */
export function createThrottles(store?: ThrottleStore) {
  const throttle = (name: keyof typeof THROTTLE_LIMITS) =>
    new AttemptThrottle(name, THROTTLE_LIMITS[name], store);
  return {
    loginPerIp: throttle('loginPerIp'),
    loginPerAccount: throttle('loginPerAccount'),
    resetPerIp: throttle('resetPerIp'),
    resetPerMobile: throttle('resetPerMobile'),
    passwordChangePerUser: throttle('passwordChangePerUser'),
  };
}

/** The throttles a server holds. */
export type Throttles = ReturnType<typeof createThrottles>;

/** What a caller can try too often, each told in a message of its own. */
export type ThrottledAttempt = 'signIn' | 'passwordChange' | 'passwordReset';

const RETRY_TEXTS = {
  signIn: 'auth.tooManySignIns',
  passwordChange: 'auth.tooManyPasswordChanges',
  passwordReset: 'auth.tooManyResetRequests',
} as const;

/** 'Too many ... Please try again in N minutes.', the wait rounded up to whole minutes. */
export function retryText(what: ThrottledAttempt, seconds: number): Text {
  return text(RETRY_TEXTS[what], { minutes: Math.ceil(seconds / 60) });
}
