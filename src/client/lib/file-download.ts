import { unwrap } from './api-error';

/**
 * How long an object URL outlives its click: the browser reads the blob after the click returns, and
 * revoking at once can cancel the download (FileSaver.js waits 40 s for the same reason).
 */
const REVOKE_AFTER_MS = 30_000;

/** Saves a blob as a file through a temporary link, the way a browser saves a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

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

/** A downloaded file: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file a download call answers (asked with `parseAs: 'blob'`), named as the server's
 * content-disposition says, else `fallbackName`.
 */
export async function downloadedFile(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  fallbackName: string,
): Promise<DownloadedFile> {
  // The contract types a CSV as text; asked as a blob, it arrives as one.
  const blob = (await unwrap(call)) as Blob;
  const { response } = await call;
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}
