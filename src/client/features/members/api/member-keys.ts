/**
 * The query keys of the members feature. Every member query starts with `MEMBERS_KEY`, so one
 * invalidation after a create, update or drop refreshes them all. The role and club acted for are
 * part of each key: they travel as headers and change what the server answers.
 */
export const MEMBERS_KEY = ['members'] as const;

/** Whom a request acts as: the role and club headers of the session. */
export interface ActingAs {
  role: string | null;
  clubId: string | null;
}

/** The key of one page of the club's member list for a search. */
export function memberListKey(acting: ActingAs, search: string, page: number) {
  return [...MEMBERS_KEY, 'list', acting.role, acting.clubId, search, page] as const;
}

/** The key of one member's info. */
export function memberInfoKey(acting: ActingAs, id: string) {
  return [...MEMBERS_KEY, 'info', acting.role, acting.clubId, id] as const;
}
