import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { LIONS_YEAR_MONTHS } from './activity-type';
import { ACTIVITY_TYPES } from './catalogue';
import specKeys from './spec-activity-keys.json';

const ROOT = fileURLToPath(new URL('../../../schemas/activities/', import.meta.url));
const readJson = (key: string, file: string) => JSON.parse(readFileSync(join(ROOT, key, file), 'utf8'));

/** The 49 activity keys of spec 2 section 3, kept as data: the catalogue must serve each of them. */
const SPEC_KEYS = specKeys as string[];

/** The view renderers that exist (one per kind). */
const VIEW_KINDS = [
  'text',
  'number',
  'date',
  'yesNo',
  'money',
  'link',
  'member',
  'members',
  'document',
  'documents',
  'entries',
];

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

const folders = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('the activity catalogue', () => {
  it('has one entry per folder, and a folder per entry', () => {
    expect(ACTIVITY_TYPES.map((t) => t.key).sort()).toEqual([...folders].sort());
  });

  it('holds every key of the spec (a district may add its own), each once, and slugs once', () => {
    const keys = ACTIVITY_TYPES.map((t) => t.key);
    expect(SPEC_KEYS.filter((k) => !keys.includes(k))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
    const slugs = ACTIVITY_TYPES.map((t) => t.slug).filter((s) => s !== null);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(ACTIVITY_TYPES.map((t) => [t.key, t] as const))(
    '%s: schedule within the Lions year',
    (_key, type) => {
      expect(type.schedule.months.length).toBeGreaterThan(0);
      expect(type.schedule.months.every((m) => (LIONS_YEAR_MONTHS as readonly string[]).includes(m))).toBe(
        true,
      );
      expect(type.schedule.dueDay).toBeGreaterThanOrEqual(1);
      expect(type.schedule.dueDay).toBeLessThanOrEqual(28);
    },
  );
});

describe.each(ACTIVITY_TYPES.map((t) => [t.key, t] as const))('activity type %s', (key, type) => {
  it('ships schema, ui-schema, view and example', () => {
    for (const file of ['schema.json', 'ui-schema.json', 'view.json', 'example.json']) {
      expect(existsSync(join(ROOT, key, file)), file).toBe(true);
    }
  });

  it('compiles, and its example is a valid report', async () => {
    const schema = (await dereference(join(ROOT, key, 'schema.json'))) as Record<string, unknown>;
    const validate = ajv.compile(schema);
    const example = readJson(key, 'example.json');
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(schema.additionalProperties).toBe(false);
  });

  it('requires the field that enables Submit, and the form shows every field once', () => {
    const schema = readJson(key, 'schema.json');
    const fields = Object.keys(schema.properties);
    expect(fields).toContain(type.requiredToSubmit);
    // With alternatives any one of the fields will do, which the server checks beside the schema.
    if (type.submitAlternatives) {
      for (const field of type.submitAlternatives) expect(fields).toContain(field);
    } else expect(schema.required).toContain(type.requiredToSubmit);
    const ui = readJson(key, 'ui-schema.json');
    expect([...ui['ui:order']].sort()).toEqual([...fields].sort());
    expect(ui['ui:submitButtonOptions']?.submitText).toBe('Submit to Review');
    const fileFields = fields.filter((f) =>
      JSON.stringify(schema.properties[f]).match(/definitions\/(document|photo)"/),
    );
    expect(type.transport).toBe(fileFields.length > 0 ? 'multipart' : type.transport);
  });

  it('views only fields of the report, with known renderers', () => {
    const schema = readJson(key, 'schema.json');
    const view = readJson(key, 'view.json');
    expect(typeof view.title).toBe('string');
    for (const row of view.rows) {
      expect(VIEW_KINDS, `${row.field}: ${row.kind}`).toContain(row.kind);
      if (row.kind === 'entries') {
        // The entries of an entry-by-entry type are its schema's reports; a table field is an array.
        const itemFields =
          row.field === type.entries
            ? Object.keys(schema.properties)
            : Object.keys(schema.properties[row.field].items.properties);
        for (const column of row.columns) {
          expect(VIEW_KINDS).toContain(column.kind);
          expect(itemFields, column.field).toContain(column.field);
        }
      } else if (row.kind === 'documents') {
        for (const slot of Object.keys(row.slots ?? {}))
          expect(Object.keys(schema.properties)).toContain(slot);
      } else {
        expect(Object.keys(schema.properties), row.field).toContain(row.field);
      }
    }
  });
});
