import type { ErrorObject } from 'ajv';
import { addFieldErrors, type FieldErrors } from '../errors';

/** The field an ajv error is about, as the client names it (`members.0.name` for nested ones). */
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const params = error.params as Record<string, unknown>;
  const child = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  if (child) return path ? `${path}.${child}` : child;
  return path || 'body';
}

/** A message in the house style ('The password field is required.') for one ajv error. */
function messageOf(field: string, error: ErrorObject): string {
  const label = field.split('.').pop()!.replace(/_/g, ' ');
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `The ${label} field is required.`;
    case 'additionalProperties':
      return `The ${label} field is not allowed.`;
    case 'type':
      return `The ${label} field must be ${article(String(p.type))}.`;
    case 'minLength':
      return `The ${label} field must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `The ${label} field must not be greater than ${String(p.limit)} characters.`;
    case 'minimum':
      return `The ${label} field must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `The ${label} field must not be greater than ${String(p.limit)}.`;
    // As the browser's form says them (src/client/form-engine/error-messages.ts).
    case 'exclusiveMinimum':
      return `The ${label} field must be greater than ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `The ${label} field must be less than ${String(p.limit)}.`;
    case 'minItems':
      return `The ${label} field must have at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `The ${label} field must not have more than ${String(p.limit)} items.`;
    case 'enum':
    case 'const':
      return `The selected ${label} is invalid.`;
    case 'format':
      return `The ${label} field must be a valid ${String(p.format).replace(/-/g, ' ')}.`;
    case 'pattern':
      return `The ${label} field format is invalid.`;
    default:
      return `The ${label} field ${error.message ?? 'is invalid'}.`;
  }
}

function article(type: string): string {
  const words = type
    .split(',')
    .map((t) => (t === 'integer' ? 'an integer' : t === 'object' ? 'an object' : `a ${t}`));
  return words.join(' or ');
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
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
