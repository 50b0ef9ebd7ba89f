import type { Db } from '../../db/database';
import { tooManyRequests } from '../errors';
import { recordAudit, type Actor } from '../audit/audit-log';
import { retryText, takeAttempt, type AttemptThrottle, type ThrottledAttempt } from './throttle';

/** How a refused attempt is recorded and told. */
export interface AttemptRefusal {
  /** The audit action, e.g. 'session.throttled'. */
  action: string;
  /** What the caller tried too often, for the message. */
  what: ThrottledAttempt;
  /** The user the attempt was about, when known. */
  entityId?: string | null;
}

/**
 * Takes one attempt from each throttle for its key, before any secret is checked; when one of them
 * refuses, the refusal is audited and answered 429 with the minutes to wait.
 */
export async function payAttempt(
  db: Db,
  actor: Actor,
  pairs: readonly (readonly [AttemptThrottle, string])[],
  refusal: AttemptRefusal,
): Promise<void> {
  const wait = await takeAttempt(pairs);
  if (wait === 0) return;
  await recordAudit(db, actor, {
    action: refusal.action,
    entity: 'user',
    entityId: refusal.entityId ?? null,
  });
  throw tooManyRequests(retryText(refusal.what, wait));
}
