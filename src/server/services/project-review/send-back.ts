import { projectTransition } from '../../../shared/machines';
import type { Db } from '../../db/database';
import type { Actor } from '../audit/audit-log';
import { forbidden } from '../errors';
import { projectInScope } from '../projects/project-scope';
import {
  isStale,
  lockPlacedProject,
  moveProject,
  NOT_A_REVIEWER,
  refuse,
  STALE_PROJECT,
  type Refusal,
} from './project-moves';
import { CHAIRMAN_LEVEL, inReview, maySendBack, reviewStanding, type ReviewActing } from './review-levels';
import { aboutProject } from './project-notice';
import { notifyClub } from '../notifications/notify';

/**
 * A reviewer sends a project under review back to PENDING with a comment, so its owner can change it
 * (spec 3 section 4): the holder of the level it waits for, the evaluator, or a review role whose
 * office reaches it (403 for anyone else). 409 first when it changed since `seenVersion` or is no
 * longer under review (a stale click is told so, whoever clicks); 422 without a comment or with the
 * confirm tick set. The status it leaves is kept: resubmitted, it returns there. The history names
 * the chairman's level when the chairman sends it back, and notes a stand-in's. The club is told, with
 * the comment (the notification's id answered, for its SMS once committed).
 */
export async function sendBackProject(
  db: Db,
  actor: Actor,
  acting: ReviewActing,
  uuid: string,
  input: { comment: string | null | undefined; confirmed?: boolean; version?: number },
): Promise<number[]> {
  const placed = await projectInScope(db, acting, uuid);
  const action = 'project.sendBack';
  const outcome = await db.transaction(async (tx) => {
    const refused = (refusal: Refusal) => ({ refusal });
    const project = await lockPlacedProject(tx, placed);
    if (isStale(project, input.version)) return refused(STALE_PROJECT);
    const event = {
      type: 'project.sendBack' as const,
      comment: input.comment ?? '',
      confirmed: input.confirmed === true,
    };
    const result = projectTransition(project.status, project.projectType, event);
    // A project no longer in review refuses the move (409) whoever asks: their view was stale.
    if (!result.ok && !inReview(project)) return refused(result);
    if (!(await maySendBack(tx, acting, project))) throw forbidden(NOT_A_REVIEWER);
    if (!result.ok) return refused(result);
    const standing = await reviewStanding(tx, acting, project);
    const asChairman = standing.level === CHAIRMAN_LEVEL && !standing.standIn;
    await moveProject(tx, actor, project, {
      action,
      next: result.next,
      roleCode: asChairman ? CHAIRMAN_LEVEL : (acting.role?.name ?? null),
      memberId: acting.member.id,
      comment: result.comment,
      note: standing.standIn ? 'chairman_stand_in' : null,
      set: { resumeStatus: project.status },
    });
    const notified = await notifyClub(tx, actor, {
      ...aboutProject(project),
      kind: 'project.sentBack',
      reason: result.comment,
    });
    return { notified: [notified] };
  });
  if ('refusal' in outcome)
    return refuse(db, actor, outcome.refusal, { action, entityId: placed.uuid }, 'pending_comment');
  return outcome.notified;
}
