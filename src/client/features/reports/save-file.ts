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
