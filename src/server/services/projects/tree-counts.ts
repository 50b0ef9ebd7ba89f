/** The governor theme whose projects count large trees (spec 3 section 4, theme rule). */
export const LARGE_TREE_THEME = 'reforestation';

/** The governor theme whose projects count small trees. */
export const SMALL_TREE_THEME = 'gardening_farming';

/**
 * The tree counts a project keeps under its theme: reforestation keeps its large trees and has no
 * small ones, gardening_farming keeps its small trees and has no large ones, any other theme (or
 * none) has neither.
 */
export function treeCounts(
  themeKey: string | null,
  large: number | undefined,
  small: number | undefined,
): { largeTree: number; smallTree: number } {
  return {
    largeTree: themeKey === LARGE_TREE_THEME ? (large ?? 0) : 0,
    smallTree: themeKey === SMALL_TREE_THEME ? (small ?? 0) : 0,
  };
}
