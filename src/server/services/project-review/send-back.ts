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
} from './project-moves';
import { CHAIRMAN_LEVEL, maySendBack, reviewRoleFor, type ReviewActing } from './review-levels';

/**
 * A reviewer sends a project under review back to PENDING with a comment, so its owner can change it
 * (spec 3 section 4): the holder of the level it waits for, the evaluator, or a review role whose
 * office reaches it (403 for anyone else). 422 without a comment or with the confirm tick set; 409 when
 * it is not under review or changed since `seenVersion`. The history names the chairman's level when
 * the chairman sends it back.
 */
export async function sendBackProject(
  db: Db,
  actor: Actor,
  acting: ReviewActing,
  uuid: string,
  input: { comment: string | null | undefined; confirmed?: boolean; version?: number },
): Promise<void> {
  const placed = await projectInScope(db, acting, uuid);
  const action = 'project.sendBack';
  const refusal = await db.transaction(async (tx) => {
    const project = await lockPlacedProject(tx, placed);
    if (!(await maySendBack(tx, acting, project))) throw forbidden(NOT_A_REVIEWER);
    if (isStale(project, input.version)) return STALE_PROJECT;
    const result = projectTransition(project.status, project.projectType, {
      type: 'project.sendBack',
      comment: input.comment ?? '',
      confirmed: input.confirmed === true,
    });
    if (!result.ok) return result;
    const level = await reviewRoleFor(tx, acting, project);
    await moveProject(tx, actor, project, {
      action,
      next: result.next,
      roleCode: level === CHAIRMAN_LEVEL ? CHAIRMAN_LEVEL : (acting.role?.name ?? null),
      memberId: acting.member.id,
      comment: result.comment,
    });
    return null;
  });
  if (refusal) await refuse(db, actor, refusal, { action, entityId: placed.uuid }, 'pending_comment');
}
