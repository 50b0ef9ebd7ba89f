import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DEFAULT_SCHEMAS_DIR } from '../activities/activity-catalogue';
import type { FieldErrors } from '../errors';
import type { FileRule } from '../files/document-check';
import { AJV_OPTIONS } from '../validation/ajv-options';
import { fieldErrorsFromAjv } from '../validation/field-errors';
import { text, type Text } from '../../i18n/text';

/** The wizard's forms, each a folder of `schemas/projects/` that the browser's form renders too. */
export const PROJECT_FORMS = [
  'project-info',
  'project-committee',
  'project-contribution',
  'project-participants',
  'project-document',
] as const;

/** One of the wizard's forms. */
export type ProjectForm = (typeof PROJECT_FORMS)[number];

/** How a body arrived: JSON keeps its types, multipart sends every value as text. */
export type Transport = 'json' | 'multipart';

/** The wizard's form schemas, compiled once, checking bodies as the browser's form does. */
export interface ProjectForms {
  /** The form's file slots (properties with `x-file`) and what each accepts. */
  fileRules(form: ProjectForm): ReadonlyMap<string, FileRule>;
  /**
   * Checks a body against the form's schema; answers `errors {field: [messages]}`, empty when valid.
   * A multipart body's text values are coerced to the schema's numbers in place.
   */
  check(form: ProjectForm, data: Record<string, unknown>, transport: Transport): FieldErrors;
}

/** The wizard's words for a list naming a member twice (field-errors.ts leaves it in ajv's words). */
function duplicateMessage(error: ErrorObject): Text | null {
  if (error.keyword !== 'uniqueItems') return null;
  const field = error.instancePath.replace(/^\//, '').split('/')[0]!.replace(/_/g, ' ');
  return text('validation.duplicate', { label: field });
}

/** ajv's errors in the spec's shape, duplicates included. */
function errorsOf(errors: readonly ErrorObject[]): FieldErrors {
  const out = fieldErrorsFromAjv(errors.filter((e) => duplicateMessage(e) === null));
  for (const error of errors) {
    const message = duplicateMessage(error);
    if (!message) continue;
    const field = error.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    if (!Object.hasOwn(out, field)) out[field] = [message];
  }
  return out;
}

/** Reads and compiles every form of `schemas/projects/` in a schemas folder. */
async function loadProjectForms(schemasDir: string): Promise<ProjectForms> {
  const strict = new Ajv({ ...AJV_OPTIONS });
  const coercing = new Ajv({ ...AJV_OPTIONS, coerceTypes: true });
  addFormats(strict);
  addFormats(coercing);
  const loaded = new Map<
    ProjectForm,
    {
      rules: Map<string, FileRule>;
      json: ValidateFunction;
      multipart: ValidateFunction;
    }
  >();
  for (const form of PROJECT_FORMS) {
    const schema = JSON.parse(
      await readFile(join(schemasDir, 'projects', form, 'schema.json'), 'utf8'),
    ) as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, { 'x-file'?: FileRule }>;
    const rules = new Map(
      Object.entries(properties)
        .filter(([, p]) => p['x-file'])
        .map(([name, p]) => [name, p['x-file']!] as const),
    );
    loaded.set(form, { rules, json: strict.compile(schema), multipart: coercing.compile(schema) });
  }
  const get = (form: ProjectForm) => loaded.get(form)!;
  return {
    fileRules: (form) => get(form).rules,
    check(form, data, transport) {
      const validate = transport === 'json' ? get(form).json : get(form).multipart;
      return validate(data) ? {} : errorsOf(validate.errors ?? []);
    },
  };
}

const cache = new Map<string, Promise<ProjectForms>>();

/**
 * The wizard's forms of a schemas folder (the project's own by default), compiled on first use and
 * kept: every request after the first checks with the same validators.
 */
export function projectForms(schemasDir: string = DEFAULT_SCHEMAS_DIR): Promise<ProjectForms> {
  let forms = cache.get(schemasDir);
  if (!forms) {
    forms = loadProjectForms(schemasDir);
    // A folder that failed to load is tried again next time rather than failing forever.
    forms.catch(() => cache.delete(schemasDir));
    cache.set(schemasDir, forms);
  }
  return forms;
}
