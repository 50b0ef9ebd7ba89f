import type { DomainErrorKind, FieldErrors } from '../services/errors';

/** The status code of each kind of domain error: the one place the domain meets HTTP. */
export const STATUS_OF: Readonly<Record<DomainErrorKind, number>> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'unsupported-media-type': 415,
  invalid: 422,
  throttled: 429,
};

/** The JSON body of an error answer. */
export function errorBody(statusCode: number, message: string, errors?: FieldErrors, code?: string) {
  return {
    status_code: statusCode,
    message,
    ...(code ? { error: code } : {}),
    ...(errors ? { errors } : {}),
  };
}
