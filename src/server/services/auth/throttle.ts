import { RateLimiterMemory } from 'rate-limiter-flexible';

/** A limit on failures: at most `points` within `durationSeconds` for one key. */
export interface FailureLimit {
  points: number;
  durationSeconds: number;
}

/** Limits of failed logins and of password-reset requests (README documents them). */
export const THROTTLE_LIMITS = {
  loginPerIp: { points: 25, durationSeconds: 5 * 60 },
  loginPerAccount: { points: 25, durationSeconds: 60 * 60 },
  resetPerIp: { points: 10, durationSeconds: 15 * 60 },
  resetPerMobile: { points: 3, durationSeconds: 60 * 60 },
} satisfies Record<string, FailureLimit>;

/**
 * Counts failures per key and says when a key is blocked. In memory: limits hold per server
 * process, which is what one district's deployment runs.
 */
export class FailureThrottle {
  private readonly limiter: RateLimiterMemory;

  constructor(limit: FailureLimit) {
    this.limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.remainingPoints > 0) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Records one failure for the key. */
  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Forgets a key's failures (after a successful login). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** The throttles of one server. */
export function createThrottles() {
  return {
    loginPerIp: new FailureThrottle(THROTTLE_LIMITS.loginPerIp),
    loginPerAccount: new FailureThrottle(THROTTLE_LIMITS.loginPerAccount),
    resetPerIp: new FailureThrottle(THROTTLE_LIMITS.resetPerIp),
    resetPerMobile: new FailureThrottle(THROTTLE_LIMITS.resetPerMobile),
  };
}

/** The throttles a server holds. */
export type Throttles = ReturnType<typeof createThrottles>;

/** 'Too many ... Please try again in N minutes.' */
export function retryMessage(what: string, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
