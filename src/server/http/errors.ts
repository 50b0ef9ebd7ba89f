/** Field name -> its messages, the spec's `errors` object of a 422 answer. */
export type FieldErrors = Record<string, string[]>;

/** An error a handler throws to answer with the spec's error shape instead of a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Adds messages under a field unless it has some already. Own keys only, and defined, not assigned:
 * a field may be named `constructor` or `toString`, which a plain object already "has".
 */
export function addFieldErrors(errors: FieldErrors, field: string, messages: string[]): void {
  if (Object.hasOwn(errors, field)) return;
  Object.defineProperty(errors, field, {
    value: messages,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** 422 with `errors {field: [message]}`; the message is the first field's first message. */
export function validationError(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, first, errors);
}

/** 400: a malformed request. */
export const badRequest = (message: string, code?: string) => new HttpError(400, message, undefined, code);
/** 401: no valid session. */
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
/** 403: known user, not allowed. */
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
/** 404: not found (also for objects of another club, so their existence is not revealed). */
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** The change conflicts with the object's state: already decided, or decided by someone else first. */
export const conflict = (message: string) => new HttpError(409, message);
/** 429: throttled. */
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The JSON body of an error answer. */
export function errorBody(statusCode: number, message: string, errors?: FieldErrors, code?: string) {
  return {
    status_code: statusCode,
    message,
    ...(code ? { error: code } : {}),
    ...(errors ? { errors } : {}),
  };
}
