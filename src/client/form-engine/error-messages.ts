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

function article(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types
    .map((t) => (t === 'integer' ? 'an integer' : t === 'object' || t === 'array' ? `an ${t}` : `a ${t}`))
    .join(' or ');
}

/**
 * One ajv error in the house style of the server (src/server/http/validation-messages.ts), naming the
 * field by its label: 'The Zone Name field is required.'
 */
export function houseStyleMessage(label: string, error: RJSFValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = String(params.limit);
  switch (error.name) {
    case 'required':
      return `The ${label} field is required.`;
    case 'minLength':
      // rjsf turns an emptied input into "no value", so a minimum of 1 reads as "required".
      return params.limit === 1
        ? `The ${label} field is required.`
        : `The ${label} field must be at least ${limit} characters.`;
    case 'maxLength':
      return `The ${label} field must not be greater than ${limit} characters.`;
    case 'minimum':
      return `The ${label} field must be at least ${limit}.`;
    case 'maximum':
      return `The ${label} field must not be greater than ${limit}.`;
    case 'exclusiveMinimum':
      return `The ${label} field must be greater than ${limit}.`;
    case 'exclusiveMaximum':
      return `The ${label} field must be less than ${limit}.`;
    case 'minItems':
      return `The ${label} field must have at least ${limit} items.`;
    case 'maxItems':
      return `The ${label} field must not have more than ${limit} items.`;
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return `The selected ${label} is invalid.`;
    case 'type':
      return `The ${label} field must be ${article(params.type)}.`;
    case 'format':
      return `The ${label} field must be a valid ${String(params.format).replace(/-/g, ' ')}.`;
    case 'pattern':
      return `The ${label} field format is invalid.`;
    case 'additionalProperties':
      return `The ${label} field is not allowed.`;
    default:
      return `The ${label} field ${error.message ?? 'is invalid'}.`;
  }
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
export function houseStyleErrors(schema: RJSFSchema): ErrorTransformer {
  return (errors, uiSchema) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      // An `if` only repeats the errors of its `then`/`else`, which name the field.
      if (error.name === 'if') continue;
      const path = pathOf(error);
      const message = houseStyleMessage(fieldLabel(schema, uiSchema, path), error);
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
