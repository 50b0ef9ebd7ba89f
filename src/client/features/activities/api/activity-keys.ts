import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';

/**
 * The key of one club's activity list for a month. It starts with the shared `ACTIVITIES_KEY`, so one
 * invalidation after a submit, decision or delete refreshes it; the role is part of it because it
 * travels as a header and changes what the server answers.
 */
export function activityListKey(role: string | null, clubId: string, month: string) {
  return [...ACTIVITIES_KEY, 'list', role, clubId, month] as const;
}
