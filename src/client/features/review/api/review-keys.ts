import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';

/**
 * The key of one page of the Review Tasks list. It starts with the shared `ACTIVITIES_KEY` on purpose:
 * a report filed, decided or deleted anywhere invalidates that root, which then refreshes this list
 * too. The role travels as a header, so it is part of the key; the filters are, in the list's order.
 */
export function reviewListKey(role: string | null, month: string, filters: object, page: number) {
  return [...ACTIVITIES_KEY, 'review-list', role, month, filters, page] as const;
}
