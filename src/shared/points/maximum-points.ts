import { isOperation, operationParts } from './logic-operations';
import type { LogicExpression, NamedValues, PointItem, PointsDefinition } from './points-definition';

/**
 * The largest value a rule can give, when its literals alone decide it: a number; `min` with a
 * numeric cap; `if`, `max`, `+` and `*` of such rules; `/` of one by a positive number; and
 * `{"var": "values.x"}` of a value that is one. Data fields are taken as not negative (the schemas
 * hold counts and amounts at 0 or more). Undefined when the bound depends on the report.
 */
export function upperBound(rule: LogicExpression | unknown, values: NamedValues = {}): number | undefined {
  if (typeof rule === 'number') return rule;
  if (!isOperation(rule)) return undefined;
  const [op, args] = operationParts(rule);
  const bounds = () => args.map((arg) => upperBound(arg, values));
  const all = (list: (number | undefined)[]) =>
    list.every((b) => b !== undefined) ? (list as number[]) : undefined;
  switch (op) {
    case 'var': {
      const [path] = args;
      if (typeof path !== 'string' || !path.startsWith('values.')) return undefined;
      const named = values[path.slice('values.'.length)];
      return named === undefined ? undefined : upperBound(named, values);
    }
    case 'min': {
      const known = bounds().filter((b): b is number => b !== undefined);
      return known.length ? Math.min(...known) : undefined;
    }
    case 'max': {
      const known = all(bounds());
      return known ? Math.max(...known) : undefined;
    }
    case '+': {
      const known = all(bounds());
      return known ? known.reduce((a, b) => a + b, 0) : undefined;
    }
    case '*': {
      const known = all(bounds());
      return known ? known.reduce((a, b) => a * b, 1) : undefined;
    }
    case '/': {
      const [top, bottom] = args;
      const bound = upperBound(top, values);
      return bound !== undefined && typeof bottom === 'number' && bottom > 0 ? bound / bottom : undefined;
    }
    case 'if':
    case '?:': {
      // The results sit at odd positions and last; with no else, a rule that matches nothing gives null (0).
      const results = args.filter((_, i) => i % 2 === 1 || i === args.length - 1);
      const known = all(results.map((r) => upperBound(r, values)));
      if (!known) return undefined;
      return Math.max(...known, ...(args.length % 2 === 0 ? [0] : []));
    }
    default:
      return undefined;
  }
}

/** The most plus points an item can give, or undefined when that depends on the report. */
export function maximumCr(item: PointItem, definitionValues: NamedValues = {}): number | undefined {
  if (item.cr === undefined) return 0;
  const bound = upperBound(item.cr, { ...definitionValues, ...item.values });
  return bound === undefined ? undefined : Math.max(0, bound);
}

/**
 * The most plus points a definition can give: the sum of its items' maxima (items are taken as able
 * to apply together), or undefined when any item's maximum depends on the report.
 */
export function maximumAvailable(definition: PointsDefinition): number | undefined {
  let sum = 0;
  for (const item of definition.items) {
    const max = maximumCr(item, definition.values);
    if (max === undefined) return undefined;
    sum += max;
  }
  return sum;
}
