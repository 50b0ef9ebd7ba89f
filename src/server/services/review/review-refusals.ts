import type { Db } from '../../db/database';
import type { activities } from '../../db/schema';
import type { Actor } from '../audit/audit-log';
import { refuseTransition, type Refusal } from '../transition-refusal';
import { SERVER_TEXTS } from '../../i18n/server-texts';

type Report = typeof activities.$inferSelect;

export type { Refusal };

/** Answers a report's refused transition (422 on `field`, or 409 audited): see refuseTransition. */
export function refuse(
  db: Db,
  actor: Actor,
  refusal: Refusal,
  audit: { action: string; entityId: string },
  field: string,
): Promise<never> {
  return refuseTransition(db, actor, refusal, { ...audit, entity: 'activity' }, field);
}

/** The refusal of a decision taken on a report whose content changed after the evaluator saw it. */
const STALE: Refusal = {
  ok: false,
  kind: 'conflict',
  reason: SERVER_TEXTS['review.activityChanged'],
};

/**
 * A report's transition, refused as stale when the caller names a version the report has left
 * (an edit or an entry landed after the evaluator's panel loaded).
 */
export function staleOr<T>(report: Report, seen: number | undefined, decide: () => T): T | Refusal {
  return seen !== undefined && seen !== report.version ? STALE : decide();
}
