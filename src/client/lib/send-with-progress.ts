import { ApiError, errorLines } from './api-error';
import { requestHeaders } from './request-headers';
import { endSession, readSession } from './session-store';

/** How far an upload has come, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** What a caller hears of a multipart send beside its answer. */
export interface SendOptions {
  /** The bytes sent so far of the whole body: the fraction, and the counts for per-file progress. */
  onProgress?: UploadProgress;
  /** The same, in bytes. */
  onBytes?: (loaded: number, total: number) => void;
  /** The whole body is sent: the server is now storing and checking it. */
  onUploaded?: () => void;
  /** Aborting stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data with the session's headers (requestHeaders) and reports the upload's
 * progress, which fetch cannot: photos and PDFs of up to 500 KB each take a while on a phone. Answers
 * the JSON body, or throws an ApiError with the lines to show, like `unwrap` (a progress callback
 * alone may be given in place of the options).
 */
export function sendWithProgress<T>(
  url: string,
  body: FormData,
  options: SendOptions | UploadProgress = {},
): Promise<T> {
  const { onProgress, onBytes, onUploaded, signal } =
    typeof options === 'function' ? { onProgress: options } : options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const headers = requestHeaders();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      onProgress?.(event.loaded / event.total);
      onBytes?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => onUploaded?.();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onerror = () => reject(new ApiError(0, errorLines(undefined, 0), undefined));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(parsed as T);
        return;
      }
      if (xhr.status === 401 && headers.authorization && readSession().token) endSession();
      reject(new ApiError(xhr.status, errorLines(parsed, xhr.status), parsed as never));
    };
    xhr.send(body);
  });
}
