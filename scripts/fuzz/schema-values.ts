import fc from 'fast-check';
import { rawJson } from './refs';

/** A JSON Schema as the contract and the activity schemas write it (dereferenced). */
export type Schema = Record<string, unknown>;

/**
 * Lets a caller supply values for fields that must name something real (a member uuid, a zone id):
 * answers an arbitrary for the field, or undefined to derive one from the schema.
 */
export type FieldHint = (name: string, schema: Schema) => fc.Arbitrary<unknown> | undefined;

const noHint: FieldHint = () => undefined;

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Dates as YYYY-MM-DD within a sane range. */
export const dateArb: fc.Arbitrary<string> = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dateArb;
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl({ size: 'small' }).filter((u) => maxLength === undefined || u.length <= maxLength);
    case 'email':
      return fc
        .emailAddress({ size: 'small' })
        .filter((e) => maxLength === undefined || e.length <= maxLength);
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: fall through to plain strings.
    }
  }
  // Valid values stay short: the long ones are the boundary and hostile generators' job.
  const cap = Math.max(minLength, Math.min(maxLength ?? 40, 40));
  return fc.string({ minLength, maxLength: cap, unit: 'grapheme' });
}

/** A value the schema accepts (as far as types, enums, formats, lengths and ranges go). */
export function validValue(schema: Schema, hint: FieldHint = noHint, name = ''): fc.Arbitrary<unknown> {
  const hinted = hint(name, schema);
  if (hinted) return hinted;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => validValue(s, hint, name)));
  }
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((t) => validValue({ ...schema, type: t }, hint, name)));
  switch (types[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return fc.integer({ min: num(schema.minimum) ?? -1000, max: num(schema.maximum) ?? 100_000 });
    case 'number':
      return fc.double({
        min: num(schema.minimum) ?? -1e6,
        max: num(schema.maximum) ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      // A list's annotations (x-member: the items are member uuids) hold for its items.
      const annotations = Object.fromEntries(Object.entries(schema).filter(([k]) => k.startsWith('x-')));
      const items = validValue({ ...annotations, ...((schema.items ?? {}) as Schema) }, hint, name);
      const constraints = {
        minLength: num(schema.minItems) ?? 0,
        maxLength: Math.max(num(schema.minItems) ?? 0, Math.min(num(schema.maxItems) ?? 4, 4)),
      };
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...constraints, selector: (v) => JSON.stringify(v) })
        : fc.array(items, constraints);
    }
    case 'object':
      return objectArb(schema, hint);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** The object's non-file properties with their schemas. */
export function propertiesOf(schema: Schema): [string, Schema][] {
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(
    ([, p]) => p.format !== 'binary',
  );
}

function objectArb(schema: Schema, hint: FieldHint): fc.Arbitrary<Record<string, unknown>> {
  const props = propertiesOf(schema);
  const required = new Set((schema.required ?? []) as string[]);
  const model = Object.fromEntries(props.map(([k, s]) => [k, validValue(s, hint, k)]));
  return fc.record(model, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) });
}

/** Values at and just past the schema's edges: empty, max length, max+1, 0, -1, 2^31, far dates... */
export function boundaryValue(schema: Schema): fc.Arbitrary<unknown> {
  const out: unknown[] = [];
  for (const type of typesOf(schema).length > 0 ? typesOf(schema) : ['string']) {
    if (type === 'string') {
      const max = num(schema.maxLength);
      const min = num(schema.minLength);
      out.push('', ' ', '0', '-1', 'null', 'NaN', 'Infinity', 'true', '\u0000', 'é', '😀');
      if (max !== undefined)
        out.push('x'.repeat(max), 'x'.repeat(max + 1), 'é'.repeat(max), '😀'.repeat(max));
      if (min !== undefined && min > 0) out.push('x'.repeat(min - 1));
      if (schema.format === 'date') {
        out.push('0000-00-00', '0001-01-01', '9999-12-31', '2026-02-29', '2026-02-30', '2026-13-01');
        out.push(
          '2026-1-1',
          '+275760-09-13',
          '10000-01-01',
          '1900-01-01',
          '31/12/2026',
          '2026-12-31T25:00:00Z',
        );
      }
      if (schema.format === 'uuid') {
        out.push('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
        out.push('FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF', '0123456789abcdef0123456789abcdef');
        out.push('{12345678-1234-4234-8234-123456789012}', '12345678-1234-4234-8234-1234567890123');
      }
    } else if (type === 'integer' || type === 'number') {
      const min = num(schema.minimum);
      const max = num(schema.maximum);
      out.push(0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1e308, 0.5, '1', '1e3');
      out.push(rawJson('1e1000'), rawJson('-0'), rawJson('1.0'), rawJson('18446744073709551616'));
      if (min !== undefined) out.push(min, min - 1, min - 0.5);
      if (max !== undefined) out.push(max, max + 1, max + 0.5);
    } else if (type === 'boolean') {
      out.push(0, 1, 'true', 'false', 'yes', '', null);
    } else if (type === 'array') {
      const max = num(schema.maxItems);
      out.push([], [null], [[]], ['']);
      if (max !== undefined) out.push(Array.from({ length: max + 1 }, (_, i) => String(i)));
    } else if (type === 'object') {
      out.push({}, [], null);
    } else if (type === 'null') {
      out.push(null, 'null', 0, '');
    }
  }
  return fc.constantFrom(...out);
}
