import { useMutation } from '@tanstack/react-query';
import { saveFile, type DownloadedFile } from '../../../lib/file-download';

/** A downloaded report (lib/file-download.ts, shared with the other features that download files). */
export { downloadedFile, type DownloadedFile } from '../../../lib/file-download';

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
