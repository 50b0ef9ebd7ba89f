import type { TransitionResult } from '../../../shared/machines';
import type { Db } from '../../db/database';
import type { activities } from '../../db/schema';
import { conflict, validationError } from '../errors';
import { recordAudit, type Actor } from '../audit/audit-log';
import { reasonText } from '../../i18n/reason-text';
import { SERVER_TEXTS } from '../../i18n/server-texts';

type Report = typeof activities.$inferSelect;

/** A transition the review machines refused, with its kind and sentence. */
export type Refusal = Extract<TransitionResult<string>, { ok: false }>;

/**
 * Answers a refused transition: a missing comment or tick is the caller's to fix (422 on `field`),
 * anything else a conflict with the state (409), which is audited too, outside the refused
 * transaction: when two evaluators decide at once, the log shows both attempts.
 */
export async function refuse(
  db: Db,
  actor: Actor,
  refusal: Refusal,
  audit: { action: string; entityId: string },
  field: string,
): Promise<never> {
  if (refusal.kind === 'invalid') throw validationError({ [field]: [reasonText(refusal.reason)] });
  await recordAudit(db, actor, {
    action: `${audit.action}.refused`,
    entity: 'activity',
    entityId: audit.entityId,
    after: { reason: refusal.reason },
  });
  throw conflict(reasonText(refusal.reason));
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
