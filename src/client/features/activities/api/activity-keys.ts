/**
 * The query keys of the activities feature. Every activity query starts with `ACTIVITIES_KEY`, so
 * one invalidation after a submit, decision or delete refreshes them all. The role is part of each
 * key: it travels as a header and changes what the server answers.
 */
export const ACTIVITIES_KEY = ['activities'] as const;

/** The key of one club's activity list for a month. */
export function activityListKey(role: string | null, clubId: string, month: string) {
  return [...ACTIVITIES_KEY, 'list', role, clubId, month] as const;
}
