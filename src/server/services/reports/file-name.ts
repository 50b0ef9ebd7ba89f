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

/** The file name of a club's activity report: admin-activity-{club name slug}.csv. */
export function clubReportFileName(clubName: string): string {
  return `admin-activity-${slugOf(clubName)}.csv`;
}

/** A content-disposition that makes the browser save the answer under `fileName` (already a slug). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
