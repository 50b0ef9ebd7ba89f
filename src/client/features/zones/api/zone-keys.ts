/** The query keys of the zones feature; every zone query starts with `ZONES_KEY`, so one invalidation refreshes them all. */
export const ZONES_KEY = ['zones'] as const;

/** The key of one page of the zone list for a search. */
export function zoneListKey(search: string, page: number) {
  return [...ZONES_KEY, 'list', search, page] as const;
}

/** The key of one zone's info. */
export function zoneInfoKey(id: number) {
  return [...ZONES_KEY, 'info', id] as const;
}
