import type { Db } from '../../db/database';
import { projectInScope } from '../projects/project-scope';
import { reviewRoleFor, waitingFor, type ReviewActing } from './review-levels';

/**
 * The approve-check (spec 3 "Can-approve check ... response data.review_role"): the caller's review
 * level for the project now, or null, and the level the project waits for (null outside review).
 * A project out of the role's reach is not found.
 */
export async function approveCheck(db: Db, acting: ReviewActing, uuid: string) {
  const project = await projectInScope(db, acting, uuid);
  return { review_role: await reviewRoleFor(db, acting, project), waiting_for: waitingFor(project) };
}
