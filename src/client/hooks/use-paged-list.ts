import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useErrorLines } from './use-error-lines';

/** A list answer: rows and their page meta. */
interface PagedAnswer<Row> {
  data: Row[];
  meta: { last_page: number; total: number };
}

/** The parts of a query a list screen reads. */
interface ListQuery<Row> {
  data?: PagedAnswer<Row>;
  isError: boolean;
  error: unknown;
}

/** The page of a list in its address, 1 when absent or not a page number. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Search text and page of a list screen, kept in the address (`?q=…&page=2`), so Back from a row's
 * screen, a reload or a shared link returns to the same page (issue 13). A different search starts
 * again from page 1 (spec 1 section 2.13); the same text again (the search box settling) keeps the
 * page. Changes replace the address rather than add history entries: Back leaves the list.
 */
export function usePagedSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = pageOf(params);
  const onSearch = useCallback(
    (text: string) =>
      setParams(
        (now) => {
          if ((now.get('q') ?? '') === text) return now;
          const next = new URLSearchParams(now);
          if (text) next.set('q', text);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (to: number) =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          if (to > 1) next.set('page', String(to));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { search, page, setPage, onSearch };
}

/**
 * The rows of a list query, emptied when the load failed (spec 1 section 7: "any failed list load
 * empties the list"), rather than leaving an older page on screen; with the alert's lines until the
 * user dismisses that error.
 */
export function usePagedRows<Row>(list: ListQuery<Row>) {
  const [errorLines, dismissError] = useErrorLines(list.error);
  const failed = list.isError;
  return {
    rows: failed ? [] : (list.data?.data ?? []),
    lastPage: failed ? 1 : (list.data?.meta.last_page ?? 1),
    total: failed ? 0 : list.data?.meta.total,
    errorLines,
    dismissError,
  };
}
