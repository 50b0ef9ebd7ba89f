import type { TransitionResult } from '../../shared/machines';
import type { Db } from '../db/database';
import { recordAudit, type Actor } from './audit/audit-log';
import { conflict, validationError } from './errors';
import { reasonText } from '../i18n/reason-text';

/** A transition a review machine refused (of a report, a project or one of their point lines). */
export type Refusal = Extract<TransitionResult<string>, { ok: false }>;

/**
 * Answers a refused transition: a missing comment or tick is the caller's to fix (422 on `field`),
 * anything else a conflict with the state (409), which is audited too, outside the refused
 * transaction: when two reviewers decide at once, the log shows both attempts.
 */
export async function refuseTransition(
  db: Db,
  actor: Actor,
  refusal: Refusal,
  audit: { action: string; entity: 'activity' | 'project'; entityId: string },
  field: string,
): Promise<never> {
  if (refusal.kind === 'invalid') throw validationError({ [field]: [reasonText(refusal.reason)] });
  await recordAudit(db, actor, {
    action: `${audit.action}.refused`,
    entity: audit.entity,
    entityId: audit.entityId,
    after: { reason: refusal.reason },
  });
  throw conflict(reasonText(refusal.reason));
}
