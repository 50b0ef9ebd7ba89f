import Ajv from 'ajv';
import pointsSchema from '../../../schemas/common/points.schema.json';
import schema from '../../../schemas/common/project-points.schema.json';
import { commentPaths } from './comment-template';
import { contextPaths } from './logic-operations';
import type { LogicExpression, NamedValues } from './points-definition';
import type { ProjectPointsDefinition } from './project-points';
import type { PointsValidation } from './validate-points-definition';

/** The project fields a rule or comment may read as `data.<field>` (ProjectPointsContext.data). */
export const PROJECT_DATA_FIELDS = [
  'project_title',
  'project_type',
  'theme',
  'venue',
  'date',
  'total_project_cost',
  'direct_beneficiaries',
  'indirect_beneficiaries',
  'large_tree',
  'small_tree',
  'description',
] as const;

/** The counts a rule or comment may read as `counts.<name>`. */
export const PROJECT_COUNTS = ['committee', 'contributions', 'participants', 'documents', 'photos'] as const;

/** Roots of the project context that hold one value (read as they are, never `root.<x>`). */
const SCALAR_ROOTS = ['theme_key', 'project_type', 'contributions_total'];

/** What a comment may read besides the context: the line's own numbers. */
const LINE_ROOTS = ['quantity', 'unit_point', 'total'];

// Strict like the activity points validator; the project schema borrows the rule shapes of points.schema.json.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, strictRequired: false });
ajv.addSchema(pointsSchema);
const validateShape = ajv.compile<ProjectPointsDefinition>(schema);

/** Problems with the paths one rule or comment reads, given the value names defined so far. */
function pathProblems(
  paths: string[],
  known: ReadonlySet<string>,
  extraRoots: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    const [root = '', name, ...rest] = path.split('.');
    const ok =
      ((SCALAR_ROOTS.includes(root) || extraRoots.includes(root)) && name === undefined) ||
      (root === 'data' && (PROJECT_DATA_FIELDS as readonly string[]).includes(name ?? '') && !rest.length) ||
      (root === 'counts' && (PROJECT_COUNTS as readonly string[]).includes(name ?? '') && !rest.length);
    if (root === 'values' && name !== undefined && !rest.length) {
      if (!known.has(name)) problems.push(`reads "${path}" before it is defined`);
    } else if (!ok) problems.push(`reads unknown "${path}"`);
  }
  return problems;
}

/** Checks named values in order: each may read the context and the values before it. */
function valuesProblems(values: NamedValues | undefined, known: Set<string>): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(values ?? {})) {
    problems.push(...pathProblems(contextPaths(rule), known).map((p) => `value "${name}" ${p}`));
    known.add(name);
  }
  return problems;
}

/** The rules of an amount (a fixed number reads nothing). */
const rulesOf = (amount: number | LogicExpression | undefined): LogicExpression[] =>
  amount === undefined || typeof amount === 'number' ? [] : [amount];

/**
 * Checks the project points (`schemas/projects/points.json`): its shape against
 * `schemas/common/project-points.schema.json` (standard JSON Logic operations only), unique item keys,
 * and that every rule reads only the project context (data.<a project field>, theme_key,
 * project_type, counts.<a count>, contributions_total) and values already defined, and every comment
 * also the line's quantity, unit_point and total. The server refuses to start on a broken file.
 */
export function validateProjectPointsDefinition(definition: unknown): PointsValidation {
  if (!validateShape(definition)) {
    const errors = (validateShape.errors ?? []).map(
      (e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`,
    );
    return { valid: false, errors };
  }
  const errors: string[] = [];
  const shared = new Set<string>();
  errors.push(...valuesProblems(definition.values, shared));
  const seen = new Set<string>();
  for (const item of definition.items) {
    if (seen.has(item.key)) errors.push(`item "${item.key}" appears more than once`);
    seen.add(item.key);
    const known = new Set(shared);
    const rules = [item.when, ...rulesOf(item.quantity), ...rulesOf(item.unit_point)];
    const problems = [
      ...valuesProblems(item.values, known),
      ...pathProblems(
        rules.flatMap((rule) => contextPaths(rule)),
        known,
      ),
      ...pathProblems(commentPaths(item.comment), known, LINE_ROOTS).map((p) => `comment ${p}`),
    ];
    errors.push(...problems.map((p) => `item "${item.key}": ${p}`));
  }
  return { valid: errors.length === 0, errors };
}
