/** The query keys of the clubs feature; every club query starts with `CLUBS_KEY`, so one invalidation refreshes them all. */
export const CLUBS_KEY = ['clubs'] as const;

/** The key of one page of the club list for a search. */
export function clubListKey(search: string, page: number) {
  return [...CLUBS_KEY, 'list', search, page] as const;
}

/** The key of one club's info. */
export function clubInfoKey(uuid: string) {
  return [...CLUBS_KEY, 'info', uuid] as const;
}

/** The key of the shared club picker's searches (components/club-picker), which list clubs too. */
export const CLUB_PICKER_KEY = ['club-picker'] as const;
