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
