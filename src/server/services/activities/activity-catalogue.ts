import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import { readyToSubmit, submitFields } from '../../../shared/catalogue/is-filled';
import type { PointsDefinition } from '../../../shared/points';
import type { FieldErrors } from '../errors';
import { AJV_OPTIONS } from '../validation/ajv-options';
import { fieldErrorsFromAjv } from '../validation/field-errors';
import { text } from '../../i18n/text';
import { checkSchemasFolder, SchemasCheckError } from './schemas-check';

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
 * Reads `activities/catalogue.json` and every type's folder from a schemas folder, checks them, and
 * compiles the schemas once (at start); rejects with a SchemasCheckError listing every problem. A type
 * is a folder and a catalogue line: adding one needs no code.
 */
export async function loadActivityCatalogue(schemasDir = DEFAULT_SCHEMAS_DIR): Promise<ActivityCatalogue> {
  const strict = new Ajv({ ...AJV_OPTIONS, useDefaults: true });
  const coercing = new Ajv({ ...AJV_OPTIONS, useDefaults: true, coerceTypes: true });
  addFormats(strict);
  addFormats(coercing);
  // The schemas check first (npm run schemas:check): a broken folder or points.json would otherwise
  // fail clubs one report at a time, or give every club wrong points silently.
  const { schemas, problems } = await checkSchemasFolder(schemasDir, strict);
  if (problems.length > 0) throw new SchemasCheckError(problems);
  const types: LoadedActivityType[] = [];
  for (const type of schemas.lines as ActivityType[]) {
    const folder = schemas.folders.find((f) => f.key === type.key)!;
    const schema = folder.schema!;
    types.push({
      ...type,
      schema,
      points: folder.points as PointsDefinition | undefined,
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
