import { translateOutsideReact } from '../i18n/outside-react';
import { answerLines } from './answer-lines';
import { libMessages } from './messages';

/** The error body the server answers (spec 1 section 8). */
interface ErrorBody {
  status_code?: number;
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** An API failure, carrying the lines to show in the form's alert. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly lines: string[],
    readonly body: ErrorBody | undefined,
  ) {
    super(lines.join('\n'));
  }
}

/**
 * The lines an alert shows for an error answer: with an `errors` object, the first message of each
 * field; otherwise the message field; otherwise a generic text of the client's, in the language
 * chosen now.
 */
export function errorLines(body: unknown, status: number): string[] {
  const lines = answerLines(body);
  if (lines.length > 0) return lines;
  if (status === 0) return [translateOutsideReact(libMessages.serverUnreachable)];
  // The status is a code, not a quantity: no digit grouping.
  return [translateOutsideReact(libMessages.somethingWentWrong, { status: String(status) })];
}

/**
 * Unwraps an openapi-fetch result: answers the data, or throws an ApiError with the lines to show.
 * Network failures become an ApiError with status 0.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, errorLines(undefined, 0), undefined);
  }
  if (result.error !== undefined || !result.response.ok) {
    throw new ApiError(
      result.response.status,
      errorLines(result.error, result.response.status),
      result.error as ErrorBody,
    );
  }
  return result.data as T;
}

/** The lines an alert shows for any thrown error: an ApiError's own, else its text. */
export function linesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.lines : [String(error)];
}

/** The server's 422 `errors` of a thrown error, for the form to show under its fields; else null. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  return error instanceof ApiError ? (error.body?.errors ?? null) : null;
}
