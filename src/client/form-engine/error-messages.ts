import {
  ErrorSchemaBuilder,
  findSchemaDefinition,
  getUiOptions,
  toPath,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
} from '@rjsf/utils';
import { formatDisplayDate } from '../../shared/time/date-format';
import type { Translate } from '../i18n/messages';
import { formatSimply } from '../i18n/simple-format';
import { formEngineMessages } from './messages';

/** The server's 422 `errors`: field (possibly dotted, `office_roles.0.role_code`) to its messages. */
export type ServerErrors = Record<string, string[]>;

/** The child schema at one path segment (a property, or the items of a list), following `$ref`s. */
function childSchema(
  schema: RJSFSchema | undefined,
  segment: string,
  root: RJSFSchema,
): RJSFSchema | undefined {
  let current = schema;
  if (current?.$ref) {
    try {
      current = findSchemaDefinition(current.$ref, root);
    } catch {
      return undefined;
    }
  }
  if (!current) return undefined;
  if (/^\d+$/.test(segment)) {
    const items = Array.isArray(current.items) ? current.items[Number(segment)] : current.items;
    return typeof items === 'object' ? items : undefined;
  }
  const property = current.properties?.[segment];
  return typeof property === 'object' ? property : undefined;
}

/**
 * The label a user sees for a field: its `ui:title`, else its schema `title`, else its name with
 * spaces for underscores (as the server words it).
 */
export function fieldLabel(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  path: readonly string[],
): string {
  let subSchema: RJSFSchema | undefined = schema;
  let subUi: UiSchema | undefined = uiSchema;
  for (const segment of path) {
    subSchema = childSchema(subSchema, segment, schema);
    subUi = /^\d+$/.test(segment)
      ? (subUi?.items as UiSchema | undefined)
      : (subUi?.[segment] as UiSchema | undefined);
  }
  const uiTitle = getUiOptions(subUi).title;
  if (typeof uiTitle === 'string' && uiTitle) return uiTitle;
  if (subSchema?.title) return subSchema.title;
  const name = [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? 'value';
  return name.replace(/_/g, ' ');
}

/** The English words of a JSON type, for a type the messages do not name ('a string', 'an object'). */
function article(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types
    .map((t) => (t === 'integer' ? 'an integer' : t === 'object' || t === 'array' ? `an ${t}` : `a ${t}`))
    .join(' or ');
}

/**
 * One ajv error in the house style of the server (src/server/http/validation-messages.ts), naming the
 * field by its label, in the app's language: 'The Zone Name field is required.'
 */
export function houseStyleMessage(
  label: string,
  error: RJSFValidationError,
  t: Translate = formatSimply,
): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = String(params.limit);
  const m = formEngineMessages;
  switch (error.name) {
    case 'required':
      return t(m.required, { label });
    case 'minLength':
      // rjsf turns an emptied input into "no value", so a minimum of 1 reads as "required".
      return params.limit === 1 ? t(m.required, { label }) : t(m.minLength, { label, limit });
    case 'maxLength':
      return t(m.maxLength, { label, limit });
    case 'minimum':
      return t(m.minimum, { label, limit });
    case 'maximum':
      return t(m.maximum, { label, limit });
    case 'exclusiveMinimum':
      return t(m.exclusiveMinimum, { label, limit });
    case 'exclusiveMaximum':
      return t(m.exclusiveMaximum, { label, limit });
    case 'minItems':
      return t(m.minItems, { label, limit });
    case 'maxItems':
      return t(m.maxItems, { label, limit });
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return t(m.invalidChoice, { label });
    case 'type':
      if (params.type === 'integer') return t(m.typeInteger, { label });
      if (params.type === 'number') return t(m.typeNumber, { label });
      return t(m.typeOther, { label, type: article(params.type) });
    case 'format':
      if (params.format === 'date') return t(m.formatDate, { label });
      if (params.format === 'email') return t(m.formatEmail, { label });
      return t(m.formatOther, { label, format: String(params.format).replace(/-/g, ' ') });
    case 'formatMinimum':
      return t(m.dateNotBefore, { label, min: formatDisplayDate(limit) });
    case 'formatMaximum':
      return t(m.dateNotAfter, { label, max: formatDisplayDate(limit) });
    case 'pattern':
      return t(m.pattern, { label });
    case 'additionalProperties':
      return t(m.notAllowed, { label });
    default:
      return t(m.invalid, { label });
  }
}

/**
 * Why a date is refused for being outside a field's limits (YYYY-MM-DD, either open), in the house
 * style and the app's language, the limits shown as dates show: 'The Date field must be a date from
 * 01/07/2026 to 31/08/2026.'
 */
export function dateLimitsMessage(
  label: string,
  limits: { min?: string; max?: string },
  t: Translate = formatSimply,
): string {
  const min = formatDisplayDate(limits.min);
  const max = formatDisplayDate(limits.max);
  const m = formEngineMessages;
  if (min && max) return t(m.dateBetween, { label, min, max });
  return min ? t(m.dateNotBefore, { label, min }) : t(m.dateNotAfter, { label, max });
}

/** The path of an rjsf error's property ('.office_roles.0.role_code' -> ['office_roles', '0', 'role_code']). */
function pathOf(error: RJSFValidationError): string[] {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = toPath(error.property ?? '').filter((segment) => segment !== '');
  // ajv reports an unknown property on its parent; the message is about the property itself.
  if (error.name === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  return path;
}

/**
 * rjsf's `transformErrors` for a schema: every ajv message in the house style, once per field. ajv
 * repeats a failed `oneOf` as one error per branch plus one for the `oneOf`; they all say the same.
 */
export function houseStyleErrors(schema: RJSFSchema, t: Translate = formatSimply): ErrorTransformer {
  return (errors, uiSchema) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      // An `if` only repeats the errors of its `then`/`else`, which name the field.
      if (error.name === 'if') continue;
      const path = pathOf(error);
      const message = houseStyleMessage(fieldLabel(schema, uiSchema, path), error, t);
      const key = `${path.join('.')}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...error, message, stack: message });
    }
    return out;
  };
}

/**
 * The server's 422 errors as rjsf `extraErrors`: each field shows its first message under itself.
 * Errors about the whole body (field `body` or '') go to the form's root.
 */
export function serverErrorsToErrorSchema(
  serverErrors: ServerErrors | null | undefined,
): ErrorSchema | undefined {
  if (!serverErrors) return undefined;
  const builder = new ErrorSchemaBuilder();
  let any = false;
  for (const [field, messages] of Object.entries(serverErrors)) {
    const first = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first !== 'string' || !first) continue;
    const path = field === '' || field === 'body' ? undefined : field.split('.');
    builder.addErrors(first, path);
    any = true;
  }
  return any ? builder.ErrorSchema : undefined;
}
