import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVITIES_KEY } from '../../../activity-domain/query-keys';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import {
  neighboursAfter,
  sameNeighbours,
  scanQueue,
  type QueueNeighbours,
  type QueuePage,
} from './queue-neighbours';

/** Which queue a report view walks: the report, its month and the review list's query string. */
export interface ReviewQueueInput {
  /** The report on screen (uuid). */
  current: string;
  /** The report's month: the list's path when the query string names none. */
  month: string;
  /** The report URL's query string ('?month=…&status=…'), the list's filter, passed on unchanged. */
  search: string;
  /** False for roles that do not review: nothing is fetched. */
  enabled: boolean;
}

/** Rows a page of the queue: the list's largest, so a queue of a month is a request or a few. */
const QUEUE_PAGE_SIZE = 100;

/**
 * One page of the review list with the list's own filter: every parameter of the query string goes
 * to the list API as it is (the list owns their meaning), the page and its size replaced by ours.
 */
async function fetchQueuePage(month: string, search: string, page: number): Promise<QueuePage> {
  const filter = Object.fromEntries(new URLSearchParams(search));
  const query = { ...filter, page, per_page: QUEUE_PAGE_SIZE } as { page: number; per_page: number };
  const answer = await unwrap(
    api.GET('/api/cpe-activity/{month}/list', { params: { path: { month: filter.month ?? month }, query } }),
  );
  return { rows: answer.data, lastPage: answer.meta.last_page };
}

/**
 * The evaluator's queue around the report on screen (issue 16): the nearest reports still waiting
 * before and after it in the review list's order and filter, read page by page as far as needed. It
 * reloads with every decision (its key is under ACTIVITIES_KEY); the neighbours seen before a
 * decision stand while they still wait, since the decided report may move or leave the queue.
 */
export function useReviewQueue({ current, month, search, enabled }: ReviewQueueInput) {
  const { role } = useSession();
  const [seen, setSeen] = useState<{ current: string; neighbours: QueueNeighbours } | null>(null);
  const query = useQuery({
    queryKey: [...ACTIVITIES_KEY, 'review-queue', role, month, search, current] as const,
    queryFn: () => scanQueue((page) => fetchQueuePage(month, search, page), current),
    enabled: enabled && current !== '',
  });
  const before = seen?.current === current ? seen.neighbours : null;
  const neighbours = query.data ? neighboursAfter(query.data, current, before) : before;
  // Kept from render to render (React's 'storing information from previous renders'), so the next
  // answer, after a decision, still knows the neighbours seen before it.
  if (neighbours && !sameNeighbours(neighbours, before)) setSeen({ current, neighbours });
  return {
    previous: neighbours?.previous ?? null,
    next: neighbours?.next ?? null,
    isPending: enabled && query.isPending,
  };
}

/** A queue report's view path, with the list's query string carried on unchanged. */
export function queueReportPath(row: { uuid: string; month: string; key: string }, search: string): string {
  return `/activities/monthly/view/${encodeURIComponent(row.uuid)}/${row.month}/${encodeURIComponent(row.key)}${search}`;
}

/** The review list the queue came from, with its filter. */
export function queueListPath(search: string): string {
  return `/cpe-activities/monthly${search}`;
}
