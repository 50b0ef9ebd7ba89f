import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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
 * Counts attempts per key. An attempt takes its point BEFORE the password is checked, in one atomic
 * step, so a burst of parallel guesses gets exactly `points` tries and not one more; a success gives
 * its point back (or clears the key). In memory: limits hold per server process.
 */
export class AttemptThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(limit: FailureLimit) {
    this.limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
  }

  /** Takes one attempt for the key: 0 when it may go ahead, else the seconds until it may. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key, 1);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** Gives a successful attempt its point back (an address that signs in is not guessing). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets a key's attempts (an account after its owner signed in). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
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

/** The throttles of one server. */
export function createThrottles() {
  return {
    loginPerIp: new AttemptThrottle(THROTTLE_LIMITS.loginPerIp),
    loginPerAccount: new AttemptThrottle(THROTTLE_LIMITS.loginPerAccount),
    resetPerIp: new AttemptThrottle(THROTTLE_LIMITS.resetPerIp),
    resetPerMobile: new AttemptThrottle(THROTTLE_LIMITS.resetPerMobile),
    passwordChangePerUser: new AttemptThrottle(THROTTLE_LIMITS.passwordChangePerUser),
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
