import type { LogicExpression } from './points-definition';

/**
 * The standard JSON Logic operations (jsonlogic.com/operations.html) a points rule may use. `log` is
 * left out: it writes to the console. Nothing is added to the library, so any JSON Logic
 * implementation reads our rules the same way.
 */
export const STANDARD_OPERATIONS = [
  'var',
  'missing',
  'missing_some',
  'if',
  '?:',
  '==',
  '===',
  '!=',
  '!==',
  '!',
  '!!',
  'or',
  'and',
  '>',
  '>=',
  '<',
  '<=',
  'max',
  'min',
  '+',
  '-',
  '*',
  '/',
  '%',
  'map',
  'filter',
  'reduce',
  'all',
  'none',
  'some',
  'merge',
  'in',
  'cat',
  'substr',
] as const;

/** Operations whose second argument runs once per element of an array, reading the element, not the context. */
export const SCOPED_OPERATIONS: readonly string[] = ['map', 'filter', 'reduce', 'all', 'none', 'some'];

/** Whether a JSON value is a JSON Logic operation: an object with exactly one key. */
export function isOperation(expression: unknown): expression is Record<string, unknown> {
  return (
    typeof expression === 'object' &&
    expression !== null &&
    !Array.isArray(expression) &&
    Object.keys(expression).length === 1
  );
}

/** The operation of a JSON Logic operation and its arguments, always as an array (`{"var": "x"}` has ["x"]). */
export function operationParts(expression: Record<string, unknown>): [string, unknown[]] {
  const [op] = Object.keys(expression) as [string];
  const args = expression[op];
  return [op, Array.isArray(args) ? args : [args]];
}

/**
 * Every `var` path a rule reads from the evaluation context, leaving out those inside the per-element
 * argument of map, filter, reduce, all, none and some (they read the element).
 */
export function contextPaths(expression: LogicExpression | unknown): string[] {
  if (Array.isArray(expression)) return expression.flatMap(contextPaths);
  if (!isOperation(expression)) return [];
  const [op, args] = operationParts(expression);
  if (op === 'var') {
    const [path] = args;
    return typeof path === 'string' ? [path] : contextPaths(path);
  }
  if (SCOPED_OPERATIONS.includes(op)) {
    // The first argument (the array) and reduce's initial value read the context; the second, the element.
    return [...contextPaths(args[0]), ...contextPaths(args.slice(2))];
  }
  return args.flatMap(contextPaths);
}
