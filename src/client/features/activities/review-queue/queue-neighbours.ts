import { activityControls } from '../../../../shared/machines';

/** A report of the evaluator's queue, as the review list answers it. */
export interface QueueRow {
  uuid: string;
  key: string;
  month: string;
  status: string;
}

/** The reports a view moves to: the nearest still waiting before and after it; null where none. */
export interface QueueNeighbours {
  previous: QueueRow | null;
  next: QueueRow | null;
}

/** True while the review machine still allows a decision on the report (SUBMITTED, PENDING). */
export function isWaiting(row: QueueRow): boolean {
  return activityControls(row.status).canApprove;
}

/**
 * The neighbours of `current` in the queue's order, skipping reports no longer waiting; null when the
 * rows do not hold `current` (yet).
 */
export function neighboursIn(rows: readonly QueueRow[], current: string): QueueNeighbours | null {
  const at = rows.findIndex((row) => row.uuid === current);
  if (at < 0) return null;
  const waiting = (row: QueueRow) => row.uuid !== current && isWaiting(row);
  return {
    previous: rows.slice(0, at).findLast(waiting) ?? null,
    next: rows.slice(at + 1).find(waiting) ?? null,
  };
}

/** One page of the queue: its rows and how many pages there are. */
export interface QueuePage {
  rows: QueueRow[];
  lastPage: number;
}

/**
 * Reads the queue page by page from the first until it holds `current` and the next report still
 * waiting after it (or the queue ends): the report the evaluator is on is usually on the first page,
 * so a deep queue costs one request, not one per page.
 */
export async function scanQueue(
  fetchPage: (page: number) => Promise<QueuePage>,
  current: string,
): Promise<QueueRow[]> {
  const rows: QueueRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    rows.push(...answer.rows);
    if (neighboursIn(rows, current)?.next || page >= answer.lastPage || answer.rows.length === 0) return rows;
  }
}

/**
 * The neighbours once the evaluator decided `current`: the queue may have moved it (the waiting come
 * first) or dropped it (a status filter), so the neighbours seen before the decision stand while they
 * still wait; otherwise the first report still waiting in the queue is next.
 */
export function neighboursAfter(
  rows: readonly QueueRow[],
  current: string,
  before: QueueNeighbours | null,
): QueueNeighbours {
  const fresh = new Map(rows.map((row) => [row.uuid, row]));
  const stillWaiting = (row: QueueRow | null | undefined) =>
    row && fresh.has(row.uuid) && isWaiting(fresh.get(row.uuid)!) ? fresh.get(row.uuid)! : null;
  const own = fresh.get(current);
  if (own && isWaiting(own)) return neighboursIn(rows, current)!;
  return {
    previous: stillWaiting(before?.previous),
    next: stillWaiting(before?.next) ?? rows.find((row) => row.uuid !== current && isWaiting(row)) ?? null,
  };
}

/** True when both name the same reports in the same statuses (or both are missing). */
export function sameNeighbours(a: QueueNeighbours | null, b: QueueNeighbours | null): boolean {
  const same = (x: QueueRow | null | undefined, y: QueueRow | null | undefined) =>
    x?.uuid === y?.uuid && x?.status === y?.status;
  return same(a?.previous, b?.previous) && same(a?.next, b?.next) && (a === null) === (b === null);
}
