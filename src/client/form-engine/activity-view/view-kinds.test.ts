import { describe, expect, it } from 'vitest';
import { VIEW_KINDS } from '../../../shared/catalogue/check/vocabulary';
import { viewRenderers } from './registry';
import type { ViewKind } from './view-definition';

/** The best rank any registered renderer gives a row of a kind (0: only the text fallback takes it). */
const bestRank = (kind: string) =>
  Math.max(...viewRenderers.map((entry) => entry.tester({ field: 'x', label: 'X', kind })));

describe("the schemas check's view kinds", () => {
  it('are exactly the kinds of the view engine, each with a renderer of its own', () => {
    // Both ways: a kind the type lacks fails to compile here, a kind the check lacks fails below.
    const kinds: Record<ViewKind, string> = VIEW_KINDS;
    for (const kind of Object.keys(kinds)) expect(bestRank(kind), kind).toBeGreaterThan(0);
    expect(bestRank('paragraph')).toBe(0);
  });
});
