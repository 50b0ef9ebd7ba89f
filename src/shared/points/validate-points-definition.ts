import Ajv from 'ajv';
import schema from '../../../schemas/common/points.schema.json';
import { commentPaths } from './comment-template';
import { contextPaths } from './logic-operations';
import type { LogicExpression, NamedValues, PointsDefinition } from './points-definition';

/** The fields of the evaluation context a rule or comment may read (`values` holds the named values). */
export const CONTEXT_ROOTS = ['data', 'month', 'due_date', 'filed_on', 'entries_count', 'values'] as const;

/** The outcome of checking a points definition: every problem found, as readable sentences. */
export interface PointsValidation {
  /** True when `errors` is empty. */
  valid: boolean;
  /** One line per problem, naming the item. */
  errors: string[];
}

/** What the checks may also know about the type the definition scores. */
export interface PointsValidationOptions {
  /** The fields of the type's report (its schema's properties, plus `details` for entry types): `data.<x>` must be one. */
  fields?: readonly string[];
}

// Strict, but allowing the schema's two idioms: a literal of any JSON type, and "cr or dr required" (anyOf of required).
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
const validateShape = ajv.compile<PointsDefinition>(schema);

/** Problems with the context paths one rule or comment reads, given the value names defined so far. */
function pathProblems(
  paths: string[],
  known: ReadonlySet<string>,
  options: PointsValidationOptions,
): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    const [root, name] = path.split('.');
    if (!(CONTEXT_ROOTS as readonly string[]).includes(root ?? '')) problems.push(`reads unknown "${path}"`);
    else if (root === 'values' && !known.has(name ?? ''))
      problems.push(`reads "${path}" before it is defined`);
    else if (root === 'data' && options.fields && !options.fields.includes(name ?? ''))
      problems.push(`reads "${path}", not a field of the report`);
  }
  return problems;
}

/** Checks named values in order: each may read the context and the values before it. */
function valuesProblems(
  values: NamedValues | undefined,
  known: Set<string>,
  options: PointsValidationOptions,
): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(values ?? {})) {
    problems.push(...pathProblems(contextPaths(rule), known, options).map((p) => `value "${name}" ${p}`));
    known.add(name);
  }
  return problems;
}

/**
 * Checks a points definition: its shape against `schemas/common/points.schema.json` (which also
 * limits rules to JSON Logic's standard operations), unique item keys, and that every rule and
 * comment reads only the evaluation context, values already defined and, when given, the report's
 * own fields. Used by the catalogue sweep and by the server when it loads the definitions.
 */
export function validatePointsDefinition(
  definition: unknown,
  options: PointsValidationOptions = {},
): PointsValidation {
  if (!validateShape(definition)) {
    const errors = (validateShape.errors ?? []).map(
      (e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`,
    );
    return { valid: false, errors };
  }
  const points = definition;
  const errors: string[] = [];
  const shared = new Set<string>();
  errors.push(...valuesProblems(points.values, shared, options));
  const seen = new Set<string>();
  for (const item of points.items) {
    if (seen.has(item.key)) errors.push(`item "${item.key}" appears more than once`);
    seen.add(item.key);
    const known = new Set(shared);
    const problems = [
      ...valuesProblems(item.values, known, options),
      ...pathProblems(
        [item.when, item.cr, item.dr].flatMap((rule) => contextPaths(rule as LogicExpression)),
        known,
        options,
      ),
      ...pathProblems(commentPaths(item.comment), known, options).map((p) => `comment ${p}`),
    ];
    errors.push(...problems.map((p) => `item "${item.key}": ${p}`));
  }
  return { valid: errors.length === 0, errors };
}
