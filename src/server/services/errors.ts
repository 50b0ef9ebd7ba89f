import { renderText } from '../i18n/render-text';
import { text, type Text } from '../i18n/text';

/** Field name -> its messages (texts, told in the user's language at the edge): a 422's `errors`. */
export type FieldErrors = Record<string, Text[]>;

/**
 * What went wrong, in the domain's words; http/errors.ts maps each kind to its status code, in one
 * place. `invalid` is the caller's data (422, with field errors), `conflict` the state of what it
 * acts on (409), `throttled` too many attempts (429).
 */
export type DomainErrorKind =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'invalid'
  | 'throttled'
  | 'unsupported-media-type';

/**
 * An error a service or handler throws to refuse a request; anything else is a fault of ours. Its
 * `text` is told in the user's language at the edge; `message` is the English, for logs and audits.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly text: Text,
    readonly errors?: FieldErrors,
    /** A stable code for clients that match on it (`invalid_credentials`). */
    readonly code?: string,
  ) {
    super(renderText(text, 'en'));
  }
}

/**
 * Adds messages under a field unless it has some already. Own keys only, and defined, not assigned:
 * a field may be named `constructor` or `toString`, which a plain object already "has".
 */
export function addFieldErrors(errors: FieldErrors, field: string, messages: Text[]): void {
  if (Object.hasOwn(errors, field)) return;
  Object.defineProperty(errors, field, {
    value: messages,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** The caller's data is wrong: `errors {field: [message]}`; the message is the first field's first. */
export function validationError(errors: FieldErrors): DomainError {
  const first = Object.values(errors)[0]?.[0] ?? text('http.invalidData');
  return new DomainError('invalid', first, errors);
}

/** A malformed request. */
export const badRequest = (message: Text, code?: string) =>
  new DomainError('bad-request', message, undefined, code);
/** No valid session, or credentials that do not match. */
export const unauthenticated = (message = text('auth.unauthenticated'), code?: string) =>
  new DomainError('unauthenticated', message, undefined, code);
/** A known user who may not do this. */
export const forbidden = (message = text('auth.unauthorized'), code?: string) =>
  new DomainError('forbidden', message, undefined, code);
/** Not found (also an object of another club, so its existence is not revealed). */
export const notFound = (message = text('http.notFound')) => new DomainError('not-found', message);
/** The change conflicts with the object's state: already decided, or decided by someone else first. */
export const conflict = (message: Text) => new DomainError('conflict', message);
/** Too many attempts. */
export const tooManyRequests = (message: Text) => new DomainError('throttled', message);
/** The body is not of a content type the operation takes. */
export const unsupportedMediaType = (message: Text) => new DomainError('unsupported-media-type', message);
