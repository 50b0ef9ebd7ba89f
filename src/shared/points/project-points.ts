import { fillComment } from './comment-template';
import { withValues, type RuleScope } from './compute-points';
import { evaluateRule, isTruthy } from './evaluate-rule';
import type { LogicExpression, NamedValues } from './points-definition';
import { roundPoints } from './round-points';

/**
 * One point item of a service project (spec 3 "Point line": items.title, comment, quantity,
 * unit_point, total_point): when it applies, how many units, and what each unit is worth.
 */
export interface ProjectPointItem {
  /** Stable id of the item (matched when the estimate is calculated again). */
  key: string;
  /** What the evaluator reads as the line's item title. */
  title: string;
  /** A note for whoever maintains the scheme; never shown to clubs. */
  description?: string;
  /** Values computed for this item after the definition's own, usable as `values.<name>`. */
  values?: NamedValues;
  /** When the item applies; left out, it always applies (a line still needs a total other than 0). */
  when?: LogicExpression;
  /** How many units: a number or a rule (e.g. the direct beneficiaries). */
  quantity: number | LogicExpression;
  /** Points per unit: a number or a rule (e.g. by the project type). */
  unit_point: number | LogicExpression;
  /** The most the line may give, whatever the quantity. */
  max?: number;
  /** The line's comment: `{path}` placeholders are filled from the evaluation context. */
  comment: string;
}

/** The points of a service project, as `schemas/projects/points.json` declares them. */
export interface ProjectPointsDefinition {
  $schema?: string;
  description?: string;
  /** Values shared by every item, computed first. */
  values?: NamedValues;
  items: ProjectPointItem[];
}

/** What project rules read: the project's fields and what was recorded with it. */
export interface ProjectPointsContext {
  /** The project's fields, snake_case as the API spells them (direct_beneficiaries, large_tree...). */
  data: Record<string, unknown>;
  /** The governor theme's key (reforestation, gardening_farming...), or null. */
  theme_key: string | null;
  /** SP, MP, GP, CP, RP or JRP, or null. */
  project_type: string | null;
  /** How many committee members, contributions, participants, documents and photos it has. */
  counts: {
    committee: number;
    contributions: number;
    participants: number;
    documents: number;
    photos: number;
  };
  /** The members' contributions added up, in rupees. */
  contributions_total: number;
}

/** One computed line of a project's estimate. */
export interface ProjectPointLine {
  key: string;
  title: string;
  comment: string;
  quantity: number;
  unit_point: number;
  /** quantity x unit_point, capped at the item's max, rounded to 2 decimals. */
  total: number;
}

/** A rule's result as a finite number; anything else (null, NaN, text that is no number) is 0. */
function asNumber(value: unknown): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(n) ? n : 0;
}

/** A quantity or unit: a fixed number or a rule's result. */
function amountOf(amount: number | LogicExpression, scope: object): number {
  return asNumber(typeof amount === 'number' ? amount : evaluateRule(amount, scope));
}

/**
 * The estimate of a project under the definition: one line per item whose `when` holds and whose
 * total is not 0, in the definition's order. Quantities below 0 count as 0. Never throws on a
 * project's data.
 */
export function computeProjectPoints(
  definition: ProjectPointsDefinition,
  context: ProjectPointsContext,
): ProjectPointLine[] {
  const shared = withValues<RuleScope<ProjectPointsContext>>({ ...context, values: {} }, definition.values);
  const lines: ProjectPointLine[] = [];
  for (const item of definition.items) {
    const scope = withValues(shared, item.values);
    if (item.when !== undefined && !isTruthy(evaluateRule(item.when, scope))) continue;
    const quantity = roundPoints(Math.max(0, amountOf(item.quantity, scope)));
    const unit = roundPoints(amountOf(item.unit_point, scope));
    const raw = quantity * unit;
    const total = roundPoints(item.max !== undefined ? Math.min(raw, item.max) : raw);
    if (total === 0) continue;
    lines.push({
      key: item.key,
      title: item.title,
      comment: fillComment(item.comment, { ...scope, quantity, unit_point: unit, total }),
      quantity,
      unit_point: unit,
      total,
    });
  }
  return lines;
}
