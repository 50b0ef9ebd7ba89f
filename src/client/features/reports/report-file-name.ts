/**
 * The file name of a download: the one the server's content-disposition gives, else `fallback`.
 * Only a plain quoted or bare `filename=` is read; the server sends no other form.
 */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"|filename=([^;\s]+)/i.exec(contentDisposition ?? '');
  const name = match?.[1] ?? match?.[2];
  // A name with a path in it is not a name: the browser would strip it anyway, so fall back.
  return name && !/[/\\]/.test(name) ? name : fallback;
}

/**
 * The name a club's activity report is saved under when the server names none: admin-activity-{club},
 * the club's name in lower-case words joined by dashes (the server's own rule).
 */
export function clubReportFileName(clubName: string): string {
  const slug = clubName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `admin-activity-${slug || 'club'}.csv`;
}
