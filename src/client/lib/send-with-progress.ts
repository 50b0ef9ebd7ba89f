import { ApiError, errorLines } from './api-error';
import { endSession, readSession } from './session-store';

/** How far an upload has come, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * POSTs multipart form data with the session's headers (bearer, role, club) and reports the upload's
 * progress, which fetch cannot: photos and PDFs of up to 500 KB each take a while on a phone. Answers
 * the JSON body, or throws an ApiError with the lines to show, like `unwrap`.
 */
export function sendWithProgress<T>(url: string, body: FormData, onProgress?: UploadProgress): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const session = readSession();
    xhr.setRequestHeader('accept', 'application/json');
    if (session.token) xhr.setRequestHeader('authorization', `Bearer ${session.token}`);
    if (session.role) xhr.setRequestHeader('role', session.role);
    if (session.clubId) xhr.setRequestHeader('club', session.clubId);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
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
      if (xhr.status === 401 && session.token) endSession();
      reject(new ApiError(xhr.status, errorLines(parsed, xhr.status), parsed as never));
    };
    xhr.send(body);
  });
}
