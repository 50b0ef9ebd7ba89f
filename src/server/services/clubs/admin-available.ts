import { LIONS_YEAR_MONTHS } from '../../../shared/catalogue/activity-type';
import type { LoadedActivityType } from '../activities/activity-catalogue';

/**
 * The administration points a club could have earned so far this Lions year: for each type, its
 * points.json `available` for every scheduled month from July up to the current month.
 */
export function adminPointsAvailable(types: readonly LoadedActivityType[], currentMonth: string): number {
  const sofar = LIONS_YEAR_MONTHS.slice(0, LIONS_YEAR_MONTHS.indexOf(currentMonth as never) + 1) as string[];
  return types.reduce(
    (sum, type) =>
      sum + (type.points?.available ?? 0) * type.schedule.months.filter((m) => sofar.includes(m)).length,
    0,
  );
}

/** Approved administration points as a whole percentage of those available so far, at most 100. */
export function adminRateOf(admin: number, available: number): number {
  return available > 0 ? Math.min(100, Math.round((admin / available) * 100)) : 0;
}
