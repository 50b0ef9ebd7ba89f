import type { Language } from '../../shared/i18n/schema-texts';
import { renderFieldErrors, renderText } from '../i18n/render-text';
import type { Text } from '../i18n/text';
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

/** A text as a client that renders it itself reads it: its key and its arguments (maybe none). */
function keyed(text: Text) {
  return { key: text.key, params: text.params ?? {} };
}

/** Each field's messages in words of `language`, and the same as keys (`error_keys`). */
function fieldErrorsBody(errors: FieldErrors, language: Language) {
  return {
    errors: renderFieldErrors(errors, language),
    error_keys: Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map(keyed)])),
  };
}

/**
 * The JSON body of an error answer: `message` (and each field message of `errors`) in words of the
 * request's language, and beside them the keys and arguments (`message_key`, `message_params`,
 * `error_keys`) for a client that renders them itself.
 */
export function errorBody(
  statusCode: number,
  message: Text,
  language: Language,
  errors?: FieldErrors,
  code?: string,
) {
  return {
    status_code: statusCode,
    message: renderText(message, language),
    message_key: message.key,
    message_params: message.params ?? {},
    ...(code ? { error: code } : {}),
    ...(errors ? fieldErrorsBody(errors, language) : {}),
  };
}
