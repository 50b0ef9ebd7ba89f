import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../lib/api-error';
import { fileNameOf } from '../report-file-name';
import { saveFile } from '../save-file';

/** A downloaded report: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file a report call answers (asked with `parseAs: 'blob'`), named as the server's
 * content-disposition says, else `fallbackName`.
 */
export async function downloadedFile(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  fallbackName: string,
): Promise<DownloadedFile> {
  // The contract types the CSV as text; asked as a blob, it arrives as one.
  const blob = (await unwrap(call)) as Blob;
  const { response } = await call;
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/**
 * A report's Download: fetches it with the session's headers and saves it. A download, not a cached
 * read: each click asks again.
 */
export function useReportDownload<T>(fetchFile: (choice: T) => Promise<DownloadedFile>) {
  return useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
