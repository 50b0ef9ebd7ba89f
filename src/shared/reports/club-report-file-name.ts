/**
 * A name made safe for a file name and a header: lower-case ASCII letters and digits joined by single
 * dashes (accents dropped, everything else a separator), at most 80 characters; 'club' when nothing
 * is left (a name written only in Sinhala or Tamil script).
 */
export function slugOf(name: string, fallback = 'club'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/**
 * The file name of a club's activity report (spec 1 s2.10: admin-activity-{club}): the server's
 * content-disposition and the browser's fallback use this one rule.
 */
export function clubReportFileName(clubName: string): string {
  return `admin-activity-${slugOf(clubName)}.csv`;
}
