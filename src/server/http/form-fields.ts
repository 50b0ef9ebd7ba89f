import { text } from '../i18n/text';
import { badRequest, validationError } from '../services/errors';

/**
 * Highest list index a form field may name, plus one. A multipart request carries at most 100 parts
 * (see the limits in multipart-body.ts), so no honest list is longer; a name like
 * `members[4294967294]` would otherwise make a sparse array of four billion slots.
 */
export const MAX_LIST_ITEMS = 100;

/** Deepest nesting a field name may have: `office_roles[0][role_code]` is 3. */
const MAX_DEPTH = 4;

/** Segments that would reach an object's prototype instead of a property of its own. */
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

/** `name`, then any number of `[segment]`; a segment holds no brackets. */
const FIELD_NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

/** A plain container built from form fields: no prototype, so no key can reach Object.prototype. */
type Container = Record<string, unknown> | unknown[];

/** A new object without a prototype: `__proto__` or `constructor` would be ordinary keys of it. */
export function bareObject(): Record<string, unknown> {
  return Object.create(null) as Record<string, unknown>;
}

/**
 * The segments of a form-data name in the bracket style of PHP and Laravel:
 * `office_roles[0][role_code]` -> ['office_roles', '0', 'role_code']. A prototype segment is a 400
 * (nobody's form sends one); a malformed name, a nesting deeper than 4 or a list index at or above
 * MAX_LIST_ITEMS is a 422 on the field.
 */
export function fieldPath(name: string): string[] {
  const match = FIELD_NAME.exec(name);
  if (!match)
    throw validationError({ [name]: [text('http.fieldNameMalformed', { name: JSON.stringify(name) })] });
  const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  if (path.some((segment) => FORBIDDEN_SEGMENTS.has(segment)))
    throw badRequest(text('http.fieldNameForbidden', { name: JSON.stringify(name) }), 'forbidden_field_name');
  const field = path[0]!;
  if (path.length > MAX_DEPTH) throw validationError({ [field]: [text('http.nestedTooDeeply', { field })] });
  for (const segment of path.slice(1)) {
    if (/^\d+$/.test(segment) && (segment.length > 3 || Number(segment) >= MAX_LIST_ITEMS)) {
      throw validationError({
        [field]: [text('http.tooManyItems', { field, limit: MAX_LIST_ITEMS })],
      });
    }
  }
  return path;
}

/**
 * Sets a field's value at its path, making lists for numeric segments and bare objects for the
 * others. A path that contradicts an earlier one (`a=1` then `a[0]=2`) is a 422 on the field.
 */
export function assignField(target: Record<string, unknown>, path: readonly string[], value: string): void {
  const field = path[0]!;
  const conflict = () => validationError({ [field]: [text('http.sentTwice', { field })] });
  let node: Container = target;
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i]!;
    const slot = node as Record<string, unknown>;
    if (i === path.length - 1) {
      if (slot[key] !== undefined && typeof slot[key] === 'object') throw conflict();
      slot[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[i + 1]!);
    const existing = slot[key];
    if (existing === undefined) slot[key] = nextIsIndex ? [] : bareObject();
    else if (typeof existing !== 'object' || Array.isArray(existing) !== nextIsIndex) throw conflict();
    node = slot[key] as Container;
  }
}

/**
 * Refuses lists with gaps (`members[0]` and `members[5]` but nothing between): the form numbers its
 * items 0, 1, 2, ...; a gap would turn into null items.
 */
export function refuseGaps(value: unknown, field?: string): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      if (!(i in value)) {
        throw validationError({ [field!]: [text('http.itemsNumbering', { field: String(field) })] });
      }
      refuseGaps(value[i], field);
    }
    return;
  }
  for (const [key, child] of Object.entries(value)) refuseGaps(child, field ?? key);
}
