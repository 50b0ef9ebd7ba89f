/** What member search looks in. */
export interface SearchableMember {
  displayName: string;
  fullName: string;
  internationalId: string;
  mobile?: string | null;
  email?: string | null;
}

/**
 * The members.search_text of a member: names, international id, mobile (with and without the
 * leading 0, as people type it either way) and e-mail, lower-cased, in one string.
 */
export function memberSearchText(m: SearchableMember): string {
  const parts = [
    m.displayName,
    m.fullName,
    m.internationalId,
    m.mobile,
    m.mobile ? `0${m.mobile}` : null,
    m.email,
  ];
  return parts
    .filter((p): p is string => Boolean(p))
    .join(' ')
    .toLowerCase();
}

/** A LIKE pattern matching the text anywhere, with LIKE's wildcards in the text taken literally. */
export function containsPattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True when the search holds a run of three letters or digits: pg_trgm then has a trigram to look up
 * in a trigram index for `like '%search%'`. Shorter text has none, and the index would be read whole.
 */
export function hasTrigram(search: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(search);
}
