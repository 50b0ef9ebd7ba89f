import { MONTH_NAMES } from '../../shared/time/month-names';

/** A month of the month select: the spec's two-digit id and its English name. */
export interface MonthChoice {
  id: string;
  name: string;
}

/** January to December with ids 01 to 12 (spec 2 section 2, spec 1 section 9). */
export const MONTH_CHOICES: readonly MonthChoice[] = MONTH_NAMES.map((name, i) => ({
  id: String(i + 1).padStart(2, '0'),
  name,
}));

/** True for one of the twelve month ids '01'..'12' (a stored value may be stale or hand-edited). */
export function isMonthId(value: unknown): value is string {
  return typeof value === 'string' && MONTH_CHOICES.some((m) => m.id === value);
}
