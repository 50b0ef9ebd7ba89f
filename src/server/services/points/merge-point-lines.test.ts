import { describe, expect, it } from 'vitest';
import { mergePointLines, type PointLineStore } from './merge-point-lines';

interface Stored {
  id: number;
  itemKey: string;
  title: string;
  comment: string | null;
  points: number;
  status: string;
}
interface Computed {
  key: string;
  title: string;
  comment: string;
  points: number;
}

/** An in-memory table of one owner's lines. */
function memoryStore(rows: Stored[]): PointLineStore<Stored, Computed> & { rows: Stored[] } {
  let next = Math.max(0, ...rows.map((r) => r.id)) + 1;
  const store = {
    rows,
    list: async () => store.rows.map((r) => ({ ...r })),
    sameNumbers: (s: Stored, c: Computed) => s.points === c.points,
    insert: async (c: Computed) => {
      store.rows.push({
        id: next++,
        itemKey: c.key,
        title: c.title,
        comment: c.comment,
        points: c.points,
        status: 'PENDING',
      });
    },
    update: async (s: Stored, c: Computed, reset: boolean) => {
      const row = store.rows.find((r) => r.id === s.id)!;
      Object.assign(
        row,
        { title: c.title, comment: c.comment, points: c.points },
        reset && { status: 'PENDING' },
      );
    },
    remove: async (ids: number[]) => {
      store.rows = store.rows.filter((r) => !ids.includes(r.id));
    },
  };
  return store;
}

const stored = (id: number, itemKey: string, points: number, status: string): Stored => ({
  id,
  itemKey,
  title: itemKey,
  comment: 'why',
  points,
  status,
});

describe('mergePointLines', () => {
  it('keeps the decision of an unchanged line, resets a changed one, adds new lines and removes gone ones', async () => {
    const store = memoryStore([
      stored(1, 'same', 5, 'APPROVED'),
      stored(2, 'changed', 5, 'REJECTED'),
      stored(3, 'gone', 5, 'APPROVED'),
      stored(4, 'reworded', 5, 'APPROVED'),
    ]);
    const changed = await mergePointLines(store, [
      { key: 'same', title: 'same', comment: 'why', points: 5 },
      { key: 'changed', title: 'changed', comment: 'why', points: 7 },
      { key: 'reworded', title: 'reworded', comment: 'because', points: 5 },
      { key: 'new', title: 'new', comment: 'why', points: 2 },
    ]);
    expect(changed).toBe(true);
    expect(store.rows.map((r) => [r.itemKey, r.points, r.status, r.comment])).toEqual([
      ['same', 5, 'APPROVED', 'why'],
      ['changed', 7, 'PENDING', 'why'],
      ['reworded', 5, 'APPROVED', 'because'],
      ['new', 2, 'PENDING', 'why'],
    ]);
  });

  it('answers false when only words changed or nothing did', async () => {
    const store = memoryStore([stored(1, 'a', 5, 'APPROVED')]);
    expect(await mergePointLines(store, [{ key: 'a', title: 'A', comment: 'new words', points: 5 }])).toBe(
      false,
    );
    expect(await mergePointLines(store, [{ key: 'a', title: 'A', comment: 'new words', points: 5 }])).toBe(
      false,
    );
    expect(store.rows[0]).toMatchObject({ title: 'A', comment: 'new words', status: 'APPROVED' });
  });
});
