import type { ErrorObject } from 'ajv';
import { text, type Text } from '../../i18n/text';
import { addFieldErrors, type FieldErrors } from '../errors';

/** The field an ajv error is about, as the client names it (`members.0.name` for nested ones). */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  if (child) return path ? `${path}.${child}` : child;
  return path || 'body';
}

/** The keywords whose message is the label and ajv's `limit`. */
const LIMIT_KEYWORDS = {
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  // As the browser's form says them (src/client/form-engine/error-messages.ts).
  exclusiveMinimum: 'validation.exclusiveMinimum',
  exclusiveMaximum: 'validation.exclusiveMaximum',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
} as const;

/** The message of a `type` error: one, two or more types, each chosen in the message (ICU select). */
function typeText(label: string, type: string): Text {
  const types = type.split(',');
  if (types.length === 1) return text('validation.type', { label, type: types[0]! });
  if (types.length === 2)
    return text('validation.typeEither', { label, first: types[0]!, second: types[1]! });
  return text('validation.typeAnyOf', { label, types: types.join(', ') });
}

/** A message in the house style ('The password field is required.') for one ajv error. */
function messageOf(field: string, error: ErrorObject): Text {
  const label = field.split('.').pop()!.replace(/_/g, ' ');
  const p = error.params as Record<string, unknown>;
  if (error.keyword in LIMIT_KEYWORDS) {
    const key = LIMIT_KEYWORDS[error.keyword as keyof typeof LIMIT_KEYWORDS];
    return text(key, { label, limit: String(p.limit) });
  }
  switch (error.keyword) {
    case 'required':
      return text('validation.required', { label });
    case 'additionalProperties':
      return text('validation.notAllowed', { label });
    case 'type':
      return typeText(label, String(p.type));
    case 'enum':
    case 'const':
      return text('validation.selectedInvalid', { label });
    case 'format': {
      const format = String(p.format);
      // The select's key has no hyphen (ICU forbids it); the English says the format in words.
      return text('validation.format', {
        label,
        format: format.replace(/-/g, '_'),
        name: format.replace(/-/g, ' '),
      });
    }
    case 'pattern':
      return text('validation.pattern', { label });
    case 'uniqueItems':
      return text('validation.duplicate', { label });
    default:
      return text('validation.invalid', { label });
  }
}

/** Turns ajv's errors into the spec's `errors {field: [messages]}`, first error of a field first. */
export function fieldErrorsFromAjv(errors: readonly ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    // oneOf/anyOf repeat their branches' errors; the branch errors are the useful ones.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    const message = messageOf(field, error);
    addFieldErrors(out, field, []);
    const list = out[field]!;
    if (!list.some((t) => sameText(t, message))) list.push(message);
  }
  return out;
}

/** Whether two texts say the same: one key, the same arguments. */
function sameText(a: Text, b: Text): boolean {
  return a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});
}
