import type { ViewRow } from './view-definition';
import { NOT_APPLICABLE, type ViewRendererEntry } from './view-renderer';

/** The highest-ranked entry for a row (the first one on a tie), or undefined when none applies. */
export function pickFrom(
  renderers: readonly ViewRendererEntry[],
  row: ViewRow,
): ViewRendererEntry | undefined {
  let best: ViewRendererEntry | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of renderers) {
    const rank = entry.tester(row);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
