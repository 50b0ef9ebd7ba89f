/** What the merge needs of a stored point line, whatever its table. */
export interface StoredPointLine {
  id: number;
  itemKey: string;
  title: string;
  comment: string | null;
}

/** What the merge needs of a computed point line, whatever its points engine. */
export interface ComputedPointLine {
  key: string;
  title: string;
  comment: string;
}

/**
 * The table of one owner's point lines (an activity report's, a service project's), as the merge
 * reaches it: the callbacks hold the table and owner, so the merge itself knows neither.
 */
export interface PointLineStore<S extends StoredPointLine, C extends ComputedPointLine> {
  /** The owner's stored lines. */
  list(): Promise<S[]>;
  /** True when a stored line still has the computed line's numbers (the decision on it stands). */
  sameNumbers(stored: S, line: C): boolean;
  /** Adds a computed line (PENDING). */
  insert(line: C): Promise<void>;
  /** Writes a computed line over a stored one; `resetDecision` puts it back to PENDING, comment cleared. */
  update(stored: S, line: C, resetDecision: boolean): Promise<void>;
  /** Removes stored lines by id. */
  remove(ids: number[]): Promise<void>;
}

/**
 * Writes freshly computed lines over the stored ones, matched by item key: a line whose numbers did
 * not change keeps its decision (its words are refreshed), a changed one needs a new decision (back
 * to PENDING), a new one is added and one no longer computed is removed. Answers whether any line's
 * numbers, presence or absence changed. Run it inside the transaction that locks the owner.
 */
export async function mergePointLines<S extends StoredPointLine, C extends ComputedPointLine>(
  store: PointLineStore<S, C>,
  lines: readonly C[],
): Promise<boolean> {
  const byKey = new Map((await store.list()).map((s) => [s.itemKey, s]));
  let changed = false;
  for (const line of lines) {
    const old = byKey.get(line.key);
    byKey.delete(line.key);
    if (!old) {
      changed = true;
      await store.insert(line);
    } else if (!store.sameNumbers(old, line)) {
      changed = true;
      await store.update(old, line, true);
    } else if (old.title !== line.title || old.comment !== line.comment) {
      await store.update(old, line, false);
    }
  }
  const gone = [...byKey.values()].map((s) => s.id);
  if (gone.length > 0) {
    changed = true;
    await store.remove(gone);
  }
  return changed;
}
