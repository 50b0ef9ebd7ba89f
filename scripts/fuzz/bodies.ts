import fc from 'fast-check';
import { uploadArb, validUploadArb, type Upload } from './files';
import { hostileTextArb, hostileValueArb, prototypeObjectArb, withOwnKey } from './hostile-values';
import {
  boundaryArb,
  INDEX_PART_NAMES,
  ODD_PART_NAMES,
  POLLUTION_CANARY,
  PROTOTYPE_PART_NAMES,
} from './multipart';
import { boundaryValue, propertiesOf, validValue, type FieldHint, type Schema } from './schema-values';
import type { Body, Part } from './types';

/** Raw bodies that are not (quite) JSON, or JSON a parser may choke on. */
const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '0',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":"fuzz"}}',
  '{"constructor":{"prototype":{"polluted":"fuzz"}}}',
  '{"a":NaN}',
  '{"a":1e1000}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'undefined',
  "{'a':1}",
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `[${'1,'.repeat(150_000)}1]`,
  `"${'a'.repeat(300_000)}"`,
];

/** Content types for a JSON operation: right most of the time, else wrong or lying about charset. */
const jsonContentTypeArb: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 14, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
      '',
      'application/json, text/plain',
    ),
  },
);

/** An object with one key replaced by the replacement (a new key when the object has none). */
function replaceOne(
  base: fc.Arbitrary<unknown>,
  keys: string[],
  replacement: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('unknown_field');
  return fc.tuple(base, key, replacement).map(([obj, k, v]) => {
    if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return { [k]: v };
    return withOwnKey({ ...(obj as Record<string, unknown>) }, k, v);
  });
}

/** Keys a schema does not know, prototype keys among them. */
const extraKeysArb: fc.Arbitrary<[string, unknown][]> = fc.array(
  fc.tuple(
    fc.oneof(
      // Object.prototype's own names too: code that indexes a plain object by field name trips on them.
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'valueOf',
        'is_admin',
        'role',
        'status_code',
        'id',
      ),
      fc.string({ maxLength: 12 }),
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 1 }), prototypeObjectArb),
  ),
  { minLength: 1, maxLength: 4 },
);

/**
 * JSON values for a body schema: valid ones, valid ones with one field at a boundary or hostile,
 * with unknown and prototype keys, or a hostile value as the whole body.
 */
export function jsonValueArb(schema: Schema, hint: FieldHint): fc.Arbitrary<unknown> {
  const valid = validValue(schema, hint);
  const props = propertiesOf(schema);
  const keys = props.map(([k]) => k);
  const boundary =
    props.length > 0
      ? fc.constantFrom(...props).chain(([k, s]) => replaceOne(valid, [k], boundaryValue(s)))
      : boundaryValue(schema);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: boundary },
    { weight: 3, arbitrary: replaceOne(valid, keys, hostileValueArb) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, extraKeysArb).map(([obj, extra]) => {
        const out =
          obj && typeof obj === 'object' && !Array.isArray(obj)
            ? { ...(obj as Record<string, unknown>) }
            : {};
        for (const [k, v] of extra) withOwnKey(out, k, v);
        return out;
      }),
    },
    { weight: 1, arbitrary: hostileValueArb },
  );
}

/** A JSON body (or, now and then, raw text that is not JSON) for a schema. */
export function jsonBodyArb(schema: Schema, hint: FieldHint): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(jsonValueArb(schema, hint), jsonContentTypeArb)
        .map(([value, contentType]): Body => ({ kind: 'json', value, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...RAW_BODIES), jsonContentTypeArb)
        .map(([text, contentType]): Body => ({ kind: 'text', text, contentType })),
    },
  );
}

/** A body for an operation that takes none: mostly none, sometimes junk anyway. */
export const strayBodyArb: fc.Arbitrary<Body | null> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostileValueArb, jsonContentTypeArb)
      .map(([value, contentType]): Body => ({ kind: 'json', value, contentType })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...RAW_BODIES)
      .map((text): Body => ({ kind: 'text', text, contentType: 'application/json' })),
  },
);

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A raw JSON number marker (refs.ts) is just its text in a form field.
  if (typeof value === 'string') {
    return value.startsWith('\u0000RAW:') && value.endsWith('\u0000') ? value.slice(5, -1) : value;
  }
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

/**
 * Form fields as a browser's FormData sends them in the bracket style the server reads: lists as
 * `members[0]`, lists of objects as `office_roles[0][role_code]`.
 */
export function toParts(fields: Record<string, unknown>): Part[] {
  const parts: Part[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item && typeof item === 'object' && !Array.isArray(item)) {
          for (const [k, v] of Object.entries(item))
            parts.push({ name: `${name}[${i}][${k}]`, data: text(v) });
        } else parts.push({ name: `${name}[${i}]`, data: text(item) });
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) parts.push({ name: `${name}[${k}]`, data: text(v) });
    } else parts.push({ name, data: text(value) });
  }
  return parts;
}

function filePart(name: string, upload: Upload): Part {
  return {
    name,
    filename: upload.filename,
    contentType: upload.contentType,
    data: upload.bytes,
    label: upload.label,
  };
}

/** Values for hostile part names: a canary that shows up if it ever reaches Object.prototype. */
const hostilePartValueArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(POLLUTION_CANARY, POLLUTION_CANARY, '1', '', 'true') },
  { weight: 1, arbitrary: hostileTextArb },
);

/** A hostile part name: prototype keys and huge indexes (the known ways to break a parser) most often. */
const hostileNameArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PROTOTYPE_PART_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...INDEX_PART_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_PART_NAMES) },
);

/** What a multipart body does beyond carrying its fields. */
type Attack =
  | { kind: 'none' }
  | { kind: 'names'; parts: [string, string][] }
  | { kind: 'many-parts'; count: number; name: string }
  | { kind: 'same-file-twice' }
  | { kind: 'field-as-file'; upload: Upload }
  | { kind: 'hostile-value'; value: string };

const attackArb: fc.Arbitrary<Attack> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Attack>({ kind: 'none' }) },
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(hostileNameArb, hostilePartValueArb), { minLength: 1, maxLength: 3 })
      .map((parts): Attack => ({ kind: 'names', parts })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ count: fc.integer({ min: 101, max: 160 }), name: fc.constantFrom('f', 'members', 'a[b]') })
      .map((r): Attack => ({ kind: 'many-parts', ...r })),
  },
  { weight: 1, arbitrary: fc.constant<Attack>({ kind: 'same-file-twice' }) },
  { weight: 1, arbitrary: uploadArb.map((upload): Attack => ({ kind: 'field-as-file', upload })) },
  { weight: 1, arbitrary: hostileTextArb.map((value): Attack => ({ kind: 'hostile-value', value })) },
);

/** Content types of a multipart body: right (null) most of the time, else without or with a wrong boundary. */
const multipartContentTypeArb: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 14, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary="unterminated',
      'multipart/form-data; boundary=not-the-boundary',
      'multipart/mixed; boundary=x',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
  },
);

function applyAttack(parts: Part[], attack: Attack, at: number): { parts: Part[]; truncatedHint?: boolean } {
  const insert = (extra: Part[]) => {
    const i = parts.length === 0 ? 0 : at % (parts.length + 1);
    return [...parts.slice(0, i), ...extra, ...parts.slice(i)];
  };
  switch (attack.kind) {
    case 'none':
      return { parts };
    case 'names':
      return { parts: insert(attack.parts.map(([name, data]) => ({ name, data }))) };
    case 'many-parts':
      return {
        parts: [
          ...parts,
          ...Array.from({ length: attack.count }, (_, i) => ({
            name: attack.name === 'f' ? `f${i}` : `${attack.name}[${i}]`,
            data: String(i),
          })),
        ],
      };
    case 'same-file-twice': {
      const file = parts.find((p) => p.filename !== undefined);
      return { parts: file ? [...parts, { ...file }] : parts };
    }
    case 'field-as-file': {
      const field = parts.find((p) => p.filename === undefined);
      if (!field) return { parts };
      return { parts: parts.map((p) => (p === field ? filePart(field.name, attack.upload) : p)) };
    }
    case 'hostile-value': {
      if (parts.length === 0) return { parts: [{ name: 'x', data: attack.value }] };
      const i = at % parts.length;
      return { parts: parts.map((p, j) => (j === i ? { name: p.name, data: attack.value } : p)) };
    }
  }
}

/**
 * A multipart body: the fields (already as values), files in the file fields (valid or hostile), and
 * one attack: prototype and huge-index part names, >100 parts, a file twice, a file where a field
 * belongs, a hostile value; sometimes a wrong content type or a body cut short.
 */
export function multipartBodyArb(
  fields: fc.Arbitrary<Record<string, unknown>>,
  fileFields: readonly string[],
): fc.Arbitrary<Body> {
  const files =
    fileFields.length > 0
      ? fc.array(
          fc.tuple(
            fc.constantFrom(...fileFields),
            fc.oneof({ weight: 2, arbitrary: validUploadArb }, { weight: 3, arbitrary: uploadArb }),
          ),
          { maxLength: 2 },
        )
      : fc.constant<[string, Upload][]>([]);
  return fc
    .record({
      fields,
      files,
      attack: attackArb,
      at: fc.nat(),
      boundary: boundaryArb,
      contentType: multipartContentTypeArb,
      truncated: fc.oneof(
        { weight: 20, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .map((r): Body => {
      const base = [...toParts(r.fields), ...r.files.map(([name, upload]) => filePart(name, upload))];
      const { parts } = applyAttack(base, r.attack, r.at);
      return {
        kind: 'multipart',
        parts,
        boundary: r.boundary,
        contentType: r.contentType,
        truncated: r.truncated,
      };
    });
}

/** Field values for a multipart schema: valid, or with one field at a boundary. */
export function multipartFieldsArb(schema: Schema, hint: FieldHint): fc.Arbitrary<Record<string, unknown>> {
  const valid = validValue(schema, hint) as fc.Arbitrary<Record<string, unknown>>;
  const props = propertiesOf(schema);
  if (props.length === 0) return valid;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...props)
        .chain(([k, s]) => replaceOne(valid, [k], boundaryValue(s))) as fc.Arbitrary<Record<string, unknown>>,
    },
  );
}
