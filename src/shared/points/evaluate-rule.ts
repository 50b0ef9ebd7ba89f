import jsonLogic from 'json-logic-js';
import type { LogicExpression } from './points-definition';

/**
 * Applies a JSON Logic rule to a scope. A rule that fails on odd data (a field of the wrong shape)
 * gives null rather than an error: points are computed for whatever a report holds, and a broken
 * rule is the definition's fault, caught by `validatePointsDefinition` before it is ever used.
 */
export function evaluateRule(rule: LogicExpression | undefined, scope: object): unknown {
  if (rule === undefined) return null;
  try {
    return jsonLogic.apply(rule, scope);
  } catch {
    return null;
  }
}

/** JSON Logic's own notion of truth (an empty array is false), so `when` reads as the rule's author expects. */
export function isTruthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/**
 * A rule's result as points: a number, or a numeric text; anything else (a missing field's null, NaN
 * from arithmetic on one) counts as 0. Points are never negative: minus points go in `dr`.
 */
export function asPoints(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}
