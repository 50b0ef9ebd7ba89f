export { clubReportFileName } from '../../../shared/reports/club-report-file-name';

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
