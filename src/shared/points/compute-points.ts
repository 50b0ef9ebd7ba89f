import { fillComment } from './comment-template';
import { asPoints, evaluateRule, isTruthy } from './evaluate-rule';
import type { NamedValues, PointLine, PointsContext, PointsDefinition } from './points-definition';
import { roundPoints } from './round-points';

/** The scope rules and templates read: a context plus the computed `values`. */
export type RuleScope<C extends object = PointsContext> = C & { values: Record<string, unknown> };

type Scope = RuleScope;

/**
 * Computes named values in order, each seeing those before it, into a copy of the scope (activity
 * and project points share it).
 */
export function withValues<S extends RuleScope<object>>(scope: S, values: NamedValues | undefined): S {
  if (!values) return scope;
  const next: S = { ...scope, values: { ...scope.values } };
  for (const [name, rule] of Object.entries(values)) next.values[name] = evaluateRule(rule, next);
  return next;
}

/** A cr or dr: a fixed number or a rule, as non-negative points rounded to 2 decimals. */
function amountOf(amount: PointsDefinition['items'][number]['cr'], scope: Scope): number {
  if (amount === undefined) return 0;
  return roundPoints(asPoints(typeof amount === 'number' ? amount : evaluateRule(amount, scope)));
}

/**
 * The point lines a report earns under its type's definition: one per item whose `when` holds and
 * whose cr or dr is not 0, in the definition's order. Never throws on a report's data: a missing
 * field reads as null, a missing number counts as 0.
 */
export function computePoints(definition: PointsDefinition, context: PointsContext): PointLine[] {
  const shared = withValues({ ...context, values: {} }, definition.values);
  const lines: PointLine[] = [];
  for (const item of definition.items) {
    const scope = withValues(shared, item.values);
    if (item.when !== undefined && !isTruthy(evaluateRule(item.when, scope))) continue;
    const cr = amountOf(item.cr, scope);
    const dr = amountOf(item.dr, scope);
    if (cr === 0 && dr === 0) continue;
    lines.push({
      key: item.key,
      title: item.title,
      comment: fillComment(item.comment, scope),
      cr,
      dr,
      total: roundPoints(cr - dr),
    });
  }
  return lines;
}

/** The sums of a report's lines: plus, minus and total points. */
export function sumPoints(lines: readonly PointLine[]): { cr: number; dr: number; total: number } {
  const cr = roundPoints(lines.reduce((sum, line) => sum + line.cr, 0));
  const dr = roundPoints(lines.reduce((sum, line) => sum + line.dr, 0));
  return { cr, dr, total: roundPoints(cr - dr) };
}
