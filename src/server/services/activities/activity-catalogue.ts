import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import { readyToSubmit, submitFields } from '../../../shared/catalogue/is-filled';
import type { PointsDefinition } from '../../../shared/points';
import { validatePointsDefinition } from '../../../shared/points/validate-points-definition';
import type { FieldErrors } from '../errors';
import { AJV_OPTIONS } from '../validation/ajv-options';
import { fieldErrorsFromAjv } from '../validation/field-errors';
import { text } from '../../i18n/text';

/** The project's own schemas folder (with `activities/` and `common/`). */
export const DEFAULT_SCHEMAS_DIR = fileURLToPath(new URL('../../../../schemas', import.meta.url));

/** An activity type with its dereferenced data schema and validators. */
export interface LoadedActivityType extends ActivityType {
  schema: Record<string, unknown>;
  /** Validates a JSON body as sent. */
  validateJson: ValidateFunction;
  /** Validates a multipart body, whose values all arrive as text (numbers and flags are coerced). */
  validateMultipart: ValidateFunction;
  /** Its points.json: the point items a report earns; none for a type without one. */
  points?: PointsDefinition;
}

/** The activity types the server knows, from `schemas/activities/`: adding a folder adds a type. */
export interface ActivityCatalogue {
  types: readonly LoadedActivityType[];
  byKey(key: string): LoadedActivityType | undefined;
  bySlug(slug: string): LoadedActivityType | undefined;
  /** Checks a report's fields; answers the spec's `errors {field: [messages]}`, empty when valid. */
  check(type: LoadedActivityType, data: unknown, transport: 'json' | 'multipart'): FieldErrors;
}

/**
 * Reads a type's points.json, if it has one, and refuses to start on a broken one: a wrong rule would
 * otherwise give every club wrong points silently.
 */
async function readPoints(
  schemasDir: string,
  type: ActivityType,
  schema: Record<string, unknown>,
): Promise<PointsDefinition | undefined> {
  let text: string;
  try {
    text = await readFile(join(schemasDir, 'activities', type.key, 'points.json'), 'utf8');
  } catch {
    return undefined;
  }
  const definition = JSON.parse(text) as PointsDefinition;
  const fields = [
    ...Object.keys((schema.properties ?? {}) as object),
    ...(type.entries ? [type.entries] : []),
  ];
  const { valid, errors } = validatePointsDefinition(definition, { fields });
  if (!valid) throw new Error(`${type.key}/points.json: ${errors.join('; ')}`);
  return definition;
}

/**
 * Reads `activities/catalogue.json` and every type's schema from a schemas folder, and compiles them
 * once (at start). A type is a folder and a catalogue line: adding one needs no code.
 */
export async function loadActivityCatalogue(schemasDir = DEFAULT_SCHEMAS_DIR): Promise<ActivityCatalogue> {
  const entries = JSON.parse(
    await readFile(join(schemasDir, 'activities', 'catalogue.json'), 'utf8'),
  ) as ActivityType[];
  const strict = new Ajv({ ...AJV_OPTIONS, useDefaults: true });
  const coercing = new Ajv({ ...AJV_OPTIONS, useDefaults: true, coerceTypes: true });
  addFormats(strict);
  addFormats(coercing);
  const types: LoadedActivityType[] = [];
  for (const type of entries) {
    const schema = (await dereference(join(schemasDir, 'activities', type.key, 'schema.json'))) as Record<
      string,
      unknown
    >;
    types.push({
      ...type,
      schema,
      points: await readPoints(schemasDir, type, schema),
      validateJson: strict.compile(schema),
      validateMultipart: coercing.compile(schema),
    });
  }
  return {
    types,
    byKey: (key) => types.find((t) => t.key === key),
    bySlug: (slug) => types.find((t) => t.slug === slug),
    check(type, data, transport) {
      // Judged before validation fills defaults: a toggle's default 0 is not "on".
      const record = (data ?? {}) as Record<string, unknown>;
      const filled = readyToSubmit(type, record);
      const validate = transport === 'json' ? type.validateJson : type.validateMultipart;
      const errors = validate(data) ? {} : fieldErrorsFromAjv(validate.errors ?? []);
      if (!filled && !errors[type.requiredToSubmit]) {
        const [first, ...others] = submitFields(type).map((f) => f.replace(/_/g, ' '));
        errors[type.requiredToSubmit] = [
          others.length === 0
            ? text('validation.required', { label: first! })
            : text('validation.requiredWithout', { label: first!, others: others.join(', ') }),
        ];
      }
      return errors;
    },
  };
}
