/**
 * The query keys of the projects feature. Every project query starts with `PROJECTS_KEY`, so one
 * invalidation after a save, a decision or a delete refreshes them all. The role and club acted for
 * are part of each key: they travel as headers and change what the server answers.
 */
export const PROJECTS_KEY = ['projects'] as const;

/** Whom a request acts as: the role and club headers of the session. */
export interface ActingAs {
  role: string | null;
  clubId: string | null;
}

/** The key of one page of the project list for a search. */
export function projectListKey(acting: ActingAs, search: string, page: number) {
  return [...PROJECTS_KEY, 'list', acting.role, acting.clubId, search, page] as const;
}

/** The key of one page of the review queue, of every level or one. */
export function projectReviewQueueKey(acting: ActingAs, page: number, level: string | null = null) {
  return [...PROJECTS_KEY, 'review-queue', acting.role, acting.clubId, level, page] as const;
}

/** The key of one project's detail (GET {id}/info). */
export function projectInfoKey(acting: ActingAs, uuid: string) {
  return [...PROJECTS_KEY, 'info', acting.role, acting.clubId, uuid] as const;
}

/** The key of the caller's review level for one project (GET {id}/approve-check). */
export function projectApproveCheckKey(acting: ActingAs, uuid: string) {
  return [...PROJECTS_KEY, 'approve-check', acting.role, acting.clubId, uuid] as const;
}

/**
 * The key of one of a project's wizard lists (committee, contributions, participants), for the
 * wizard's list hooks.
 */
export function projectPartKey(
  acting: ActingAs,
  uuid: string,
  part: 'committee' | 'contributions' | 'participants',
) {
  return [...PROJECTS_KEY, part, acting.role, acting.clubId, uuid] as const;
}
