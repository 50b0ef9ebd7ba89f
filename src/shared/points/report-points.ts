import { roundPoints } from './round-points';

/** The points of a report's lines, summed by the evaluator's decision on them. */
export interface LineSums {
  approved: number;
  /** Lines not decided yet. */
  pending: number;
}

/** A point line as far as its sum goes: its decision and its points. */
interface DecidedLine {
  status: string;
  total_points: number;
}

/** Sums a report's lines by decision (rejected lines count nothing, so they are not summed). */
export function lineSums(lines: readonly DecidedLine[]): LineSums {
  const sums = { approved: 0, pending: 0 };
  for (const line of lines) {
    if (line.status === 'APPROVED') sums.approved += line.total_points;
    else if (line.status === 'PENDING') sums.pending += line.total_points;
  }
  return sums;
}

/**
 * What a report is worth, the one rule the report's own total, the zone grid and the standings
 * share: nothing once the report is rejected; its approved lines once it is approved; while it waits
 * for review, its lines not rejected (approved and still open). A rejected line counts nothing.
 */
export function reportPoints(reportStatus: string, sums: LineSums): number {
  if (reportStatus === 'REJECTED') return 0;
  if (reportStatus === 'APPROVED') return roundPoints(sums.approved);
  return roundPoints(sums.approved + sums.pending);
}
