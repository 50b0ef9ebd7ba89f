import type { Db } from '../../db/database';
import { reviewFacts } from '../projects/project-detail';
import { projectInScope } from '../projects/project-scope';
import type { ReviewActing } from './review-levels';

/**
 * The approve-check (spec 3 "Can-approve check ... response data.review_role"): the caller's review
 * level for the project now, or null, whether they act at it standing in for a chairman without a
 * sign-in, whether they may send it back, and the level the project waits for (null outside review).
 * A project out of the role's reach is not found.
 */
export async function approveCheck(db: Db, acting: ReviewActing, uuid: string) {
  const project = await projectInScope(db, acting, uuid);
  const facts = await reviewFacts(db, acting, project);
  return {
    review_role: facts.review_role,
    waiting_for: facts.waiting_for,
    review_stand_in: facts.review_stand_in,
    may_send_back: facts.may_send_back,
  };
}
